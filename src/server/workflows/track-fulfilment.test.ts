import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../adapters/local/outbox-mailer';
import { createLocalPrintPartner } from '../adapters/local/print-partner';
import { createOrderEventsRepository } from '../db/order-events-repository';
import { createOrderRefundsRepository } from '../db/order-refunds-repository';
import { createOrderReprintsRepository } from '../db/order-reprints-repository';
import { createOrderTasksRepository } from '../db/order-tasks-repository';
import { createOrdersRepository } from '../db/orders-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import type { OrderStatus } from '../domain/orders/order-status';
import type { PrintPartner } from '../ports/print-partner';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { paidCanvasOrder } from '../testing/order-fixture';
import { createOrderOutbox } from './order-outbox';
import { pollPartnerOrders } from './poll-partner-orders';

const t0 = new Date('2026-11-23T10:00:00Z');
const logger = pino({ level: 'silent' }) as FastifyBaseLogger;
const SECOND = 1000;

describe.each(testDatabases())(
  'the local partner’s progress reaching the shopper on %s',
  (_d, open) => {
    let database: TestDatabase;
    let dir: string;
    let now: Date;
    const clock = () => now;

    beforeEach(async () => {
      database = await open();
      dir = mkdtempSync(join(tmpdir(), 'mpm-fulfilment-'));
      now = t0;
    });
    afterEach(async () => {
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    });

    function store() {
      const db = database.db;
      const printPartner = createLocalPrintPartner({
        media: createMemoryMediaStore(),
        db,
        clock,
        // Shortened: each step one second.
        timings: { productionMs: SECOND, shippingMs: SECOND, deliveryMs: SECOND },
      });
      const orders = createOrdersRepository(db);
      const events = createOrderEventsRepository(db);
      const outbox = createOrderOutbox({
        orders,
        events,
        refunds: createOrderRefundsRepository(db),
        reprints: createOrderReprintsRepository(db),
        orderTasks: createOrderTasksRepository(db),
        printPartner,
        mailer: createOutboxMailer({ dir, from: 'Masterpiece Me <orders@masterpiece.me>' }),
        logger,
        clock,
        publicBaseUrl: 'http://localhost:3000',
        retry: { baseMs: 1000, maxMs: 60_000 },
      });
      const deps = { orders, printPartner, logger, clock };
      /** Two processes' polls and outbox rounds, as the background work runs them. */
      const tick = async () => {
        await Promise.all([pollPartnerOrders(deps, SECOND), pollPartnerOrders(deps, SECOND)]);
        await outbox.runDue();
        await outbox.runDue();
      };
      return { orders, events, outbox, tick };
    }

    const subjects = () =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '')
        .sort();
    const mailWith = (subject: string) =>
      readdirSync(dir)
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .find((mail) => mail.includes(`Subject: ${subject}`)) ?? '';

    it('gives each step one timeline entry, and shipped and delivered one e-mail each', async () => {
      const { orders, events, outbox, tick } = store();
      await orders.insertOnce(paidCanvasOrder('ord_1', t0), t0);
      await outbox.runDue();
      // The submission and the confirmation e-mail go out in outbox lanes of their own, side by
      // side, and were stored in either order (Postgres, CI on 4702cc5): read in name order.
      const timeline = async () => {
        const [paid, ...rest] = (await events.listForOrder('ord_1')).map((event) => event.kind);
        return [paid, ...rest.slice(0, 2).sort(), ...rest.slice(2)];
      };
      expect(await timeline()).toEqual(['paid', 'email_sent', 'submitted']);

      now = new Date(t0.getTime() + SECOND);
      await tick();
      await tick();
      expect((await orders.findById('ord_1'))?.status).toBe('in_production');

      now = new Date(t0.getTime() + 2 * SECOND);
      await tick();
      await tick();
      expect((await orders.findById('ord_1'))?.status).toBe('shipped');
      const shipped = mailWith('Your order has shipped: MM-ABC234');
      expect(shipped).toMatch(/Carrier: USPS\. Tracking number: 9400\d{18}\./);
      expect(shipped).toMatch(
        /Track your parcel: https:\/\/tools\.usps\.com\/go\/TrackConfirmAction/,
      );

      now = new Date(t0.getTime() + 3 * SECOND);
      await tick();
      now = new Date(t0.getTime() + 60 * SECOND);
      await tick();
      await tick();
      expect((await orders.findById('ord_1'))?.status).toBe('delivered');
      expect(await timeline()).toEqual([
        'paid',
        'email_sent',
        'submitted',
        'in_production',
        'shipped',
        'email_sent',
        'delivered',
        'email_sent',
      ]);
      expect(subjects()).toEqual([
        'Delivered: your order MM-ABC234',
        'Your Masterpiece Me order MM-ABC234',
        'Your order has shipped: MM-ABC234',
      ]);
    });

    it('still tells of the shipment when the order is delivered before anyone looked', async () => {
      const { orders, events, outbox, tick } = store();
      await orders.insertOnce(paidCanvasOrder('ord_1', t0), t0);
      await outbox.runDue();
      now = new Date(t0.getTime() + 10 * SECOND);
      await tick();
      const kinds = (await events.listForOrder('ord_1')).map((event) => event.kind);
      expect(kinds.filter((kind) => kind !== 'email_sent')).toEqual([
        'paid',
        'submitted',
        'shipped',
        'delivered',
      ]);
      expect(subjects()).toHaveLength(3);
    });
  },
);

describe.each(testDatabases())('asking the print partner on %s', (_d, open) => {
  const INTERVAL = 60 * SECOND;
  let database: TestDatabase;
  let now: Date;
  let asked: string[];

  beforeEach(async () => {
    database = await open();
    now = t0;
    asked = [];
  });
  afterEach(async () => {
    await database.destroy();
  });

  /** The poll's deps over a partner that counts what it is asked and has nothing new to say. */
  function polling() {
    const orders = createOrdersRepository(database.db);
    // Its list shows none of them, so even a round of many asks about each on its own.
    const printPartner = {
      getOrder: async (id: string) => {
        asked.push(id);
        return null;
      },
      listOrders: async () => ({ orders: [], lastPage: 1 }),
    } as unknown as PrintPartner;
    const deps = { orders, printPartner, logger, clock: () => now };
    // Rounds of 50, so that 120 orders being made take more than one.
    return { orders, poll: () => pollPartnerOrders(deps, INTERVAL, 50) };
  }

  /** An order the partner has, at `status`, the partner's last word for it `partnerStatus`. */
  async function placeAt(id: string, status: OrderStatus, partnerStatus = 'pending') {
    const order = paidCanvasOrder(id, t0);
    await createOrdersRepository(database.db).insertOnce(
      { ...order, displayId: `MM-${id}`, status, partnerOrderId: `po-${id}`, partnerStatus },
      t0,
    );
  }

  it('asks about an order once an interval, however many processes poll and however often', async () => {
    const { poll } = polling();
    await placeAt('ord_1', 'submitted');
    await placeAt('ord_2', 'in_production');
    await Promise.all([poll(), poll(), poll(), poll()]);
    await poll();
    expect(asked.sort()).toEqual(['po-ord_1', 'po-ord_2']);

    now = new Date(t0.getTime() + INTERVAL - SECOND);
    await Promise.all([poll(), poll()]);
    expect(asked).toHaveLength(2);

    now = new Date(t0.getTime() + INTERVAL);
    await Promise.all([poll(), poll()]);
    expect(asked).toHaveLength(4);
  });

  it('asks about an order the partner still holds whatever the store did to it, and no other', async () => {
    const { poll } = polling();
    await placeAt('ord_shipped', 'shipped', 'fulfilled');
    await placeAt('ord_delivered', 'delivered', 'fulfilled');
    await placeAt('ord_cancelled', 'cancelled', 'canceled');
    await placeAt('ord_refunded_done', 'refunded', 'canceled');
    await placeAt('ord_refunded_sent', 'refunded', 'fulfilled');
    // Refunded, but the provider is still making it; waiting on the partner's own issue.
    await placeAt('ord_refunded_live', 'refunded', 'in-production');
    await placeAt('ord_issue', 'needs_attention', 'has-issues');
    for (let round = 0; round < 3; round++) {
      now = new Date(t0.getTime() + round * INTERVAL);
      await poll();
    }
    const live = ['po-ord_issue', 'po-ord_refunded_live', 'po-ord_shipped'];
    expect(asked.sort()).toEqual([...live, ...live, ...live].sort());
  });

  it('gives every order its turn when more are being made than one round asks about', async () => {
    const { poll } = polling();
    for (let n = 0; n < 120; n++) await placeAt(`ord_${n}`, 'submitted');
    for (let round = 0; round < 3; round++) {
      now = new Date(t0.getTime() + round * INTERVAL);
      await poll();
    }
    expect(new Set(asked).size).toBe(120);
  });
});
