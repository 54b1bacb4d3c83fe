import type { FastifyBaseLogger } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPrintPartner } from '../adapters/local/print-partner';
import { createOrderEventsRepository } from '../db/order-events-repository';
import { createOrdersRepository } from '../db/orders-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { paidCanvasOrder } from '../testing/order-fixture';
import { listCustomerOrders, viewOrder } from './view-order';

const t0 = new Date('2026-11-23T10:00:00Z');
const logger = pino({ level: 'silent' }) as FastifyBaseLogger;
const MINUTE = 60_000;

describe.each(testDatabases())('reading orders on %s', (_dialect, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** The history's readers over a database that counts every query it is sent. */
  function counted() {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = database.db.withPlugin(counter);
    const clock = () => t0;
    const deps = {
      orders: createOrdersRepository(db),
      orderEvents: createOrderEventsRepository(db),
      printPartner: createLocalPrintPartner({
        media: createMemoryMediaStore(),
        db,
        clock,
        timings: { productionMs: MINUTE, shippingMs: MINUTE, deliveryMs: MINUTE },
      }),
      logger,
      clock,
    };
    return { deps, queries: () => queries };
  }

  /** `count` paid orders of `customerId`, a minute apart, the newest last. */
  async function place(customerId: string, count: number) {
    const orders = createOrdersRepository(database.db);
    for (let n = 0; n < count; n++) {
      const id = `${customerId}-order-${n}`;
      const at = new Date(t0.getTime() - (count - n) * MINUTE);
      const order = paidCanvasOrder(id, at);
      await orders.insertOnce(
        {
          ...order,
          displayId: `MM-${customerId.toUpperCase()}${n}`,
          paymentIntentId: `pi_${id}`,
          owner: { customerId, guestSessionId: null },
        },
        at,
      );
    }
  }

  async function queriesForHistory(customerId: string) {
    const { deps, queries } = counted();
    const views = await listCustomerOrders(deps, customerId);
    return { views, queries: queries() };
  }

  it('reads five orders’ timelines in as many queries as one order’s', async () => {
    await place('ada', 1);
    await place('grace', 5);
    const one = await queriesForHistory('ada');
    const five = await queriesForHistory('grace');
    expect(one.views).toHaveLength(1);
    expect(five.views).toHaveLength(5);
    expect(five.queries).toBe(one.queries);
  });

  it('gives each order its own timeline', async () => {
    await place('grace', 3);
    await createOrderEventsRepository(database.db).recordOnce(
      { orderId: 'grace-order-1', kind: 'submitted', key: 'grace-order-1:status:submitted' },
      t0,
    );
    const { views } = await queriesForHistory('grace');
    const timelines = Object.fromEntries(
      views.map((view) => [view.order_id, view.timeline.map((entry) => entry.status)]),
    );
    expect(timelines).toEqual({
      'grace-order-2': ['paid'],
      'grace-order-1': ['paid', 'submitted'],
      'grace-order-0': ['paid'],
    });
    expect(views.map((view) => view.order_id)).toEqual([
      'grace-order-2',
      'grace-order-1',
      'grace-order-0',
    ]);
  });

  it('reads an order page in two queries: the order with its lines, and the timeline', async () => {
    const base = paidCanvasOrder('three-lines', t0);
    await createOrdersRepository(database.db).insertOnce(
      {
        ...base,
        lines: [1, 2, 3].flatMap((quantity) => base.lines.map((line) => ({ ...line, quantity }))),
        partnerOrderId: 'local-po-three-lines',
      },
      t0,
    );
    const { deps, queries } = counted();
    const view = await viewOrder(deps, 'three-lines', { token: base.accessToken });
    expect(view?.items.map((item) => item.quantity)).toEqual([1, 2, 3]);
    expect(view?.timeline.map((entry) => entry.status)).toEqual(['paid']);
    expect(queries()).toBe(2);
  });

  it('shows 200 shoppers reading an order at once what the poll stored, asking the partner nothing', async () => {
    const base = paidCanvasOrder('watched', t0);
    const orders = createOrdersRepository(database.db);
    await orders.insertOnce(
      {
        ...base,
        partnerOrderId: 'local-po-watched',
        owner: { customerId: 'ada', guestSessionId: null },
      },
      t0,
    );
    await orders.moveStatus({ orderId: 'watched', from: 'paid', to: 'submitted' }, t0);
    const { deps } = counted();
    let asked = 0;
    const partner = {
      ...deps.printPartner,
      getOrder: async (id: string) => {
        asked += 1;
        return deps.printPartner.getOrder(id);
      },
    };
    // The services as the app hands them over, the partner among them.
    const services = { ...deps, printPartner: partner };
    const reads = Array.from({ length: 100 }, () => [
      viewOrder(services, 'watched', { token: base.accessToken }),
      listCustomerOrders(services, 'ada'),
    ]).flat();
    const views = (await Promise.all(reads)).flat();
    expect(views.map((view) => view?.status)).toEqual(Array(200).fill('submitted'));
    expect(asked).toBe(0);
  });
});
