import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPrintPartner } from '../adapters/local/print-partner';
import {
  PRINT_PARTNER_MIGRATIONS,
  printPartnerMigrations,
} from '../adapters/local/print-partner/migrations';
import { migrateSet } from '../db/database';
import { createOrdersRepository } from '../db/orders-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import type { PrintPartner } from '../ports/print-partner';
import { createMemoryMediaStore } from '../testing/memory-media-store';
import { paidCanvasOrder } from '../testing/order-fixture';
import { pollPartnerOrders } from './poll-partner-orders';

const t0 = new Date('2026-11-30T10:00:00Z');
const MINUTE = 60_000;
const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

describe.each(testDatabases())('hearing the partner’s news of many orders on %s', (_d, open) => {
  let database: TestDatabase;
  let now: Date;
  const calls = { list: 0, get: 0 };

  beforeEach(async () => {
    database = await open();
    await migrateSet(database.db, printPartnerMigrations, PRINT_PARTNER_MIGRATIONS);
    now = t0;
    calls.list = 0;
    calls.get = 0;
  });
  afterEach(async () => database.destroy());

  /** The local partner, counting its calls; `listBroken` makes its order list fail. */
  function partner(listBroken = false): PrintPartner {
    const local = createLocalPrintPartner({
      media: createMemoryMediaStore(),
      db: database.db,
      clock: () => now,
      timings: { productionMs: MINUTE, shippingMs: 60 * MINUTE, deliveryMs: 60 * MINUTE },
    });
    return {
      ...local,
      async listOrders(page) {
        calls.list += 1;
        if (listBroken) throw new Error('the list answered 500');
        return local.listOrders(page);
      },
      async getOrder(id) {
        calls.get += 1;
        return local.getOrder(id);
      },
    };
  }

  /** `count` paid orders placed a second apart, each at the partner as it would submit it. */
  async function place(count: number) {
    const orders = createOrdersRepository(database.db);
    const partnerRows = [];
    for (let n = 0; n < count; n++) {
      const placedAt = new Date(t0.getTime() - (count - n) * 1000);
      const id = `ord_${n}`;
      await orders.insertOnce(
        {
          ...paidCanvasOrder(id, placedAt),
          displayId: `MM-${n}`,
          status: 'submitted',
          partnerOrderId: `local-po-${n}`,
          partnerStatus: 'pending',
        },
        placedAt,
      );
      partnerRows.push({
        id: `local-po-${n}`,
        external_id: id,
        request: '{}',
        created_at: placedAt.toISOString(),
      });
    }
    for (let i = 0; i < partnerRows.length; i += 500) {
      await database.db
        .insertInto('local_print_orders')
        .values(partnerRows.slice(i, i + 500))
        .execute();
    }
    return orders;
  }

  const statuses = async () =>
    (await database.db.selectFrom('orders').select('status').execute()).map((row) => row.status);

  it('hears of 2,000 orders in one round, reading the list ten at a time', async () => {
    const orders = await place(2_000);
    now = new Date(t0.getTime() + 2 * MINUTE);
    const deps = { orders, printPartner: partner(), logger, clock: () => now };
    expect(await pollPartnerOrders(deps, MINUTE)).toBe(2_000);
    expect(new Set(await statuses())).toEqual(new Set(['in_production']));
    expect(calls).toEqual({ list: 200, get: 0 });
  }, 120_000);

  it('asks about a few orders one by one', async () => {
    const orders = await place(3);
    now = new Date(t0.getTime() + 2 * MINUTE);
    const deps = { orders, printPartner: partner(), logger, clock: () => now };
    await pollPartnerOrders(deps, MINUTE);
    expect(new Set(await statuses())).toEqual(new Set(['in_production']));
    expect(calls).toEqual({ list: 0, get: 3 });
  });

  it('asks about each order when the list cannot be read, and hears of every one', async () => {
    const orders = await place(25);
    now = new Date(t0.getTime() + 2 * MINUTE);
    const deps = { orders, printPartner: partner(true), logger, clock: () => now };
    await pollPartnerOrders(deps, MINUTE);
    expect(new Set(await statuses())).toEqual(new Set(['in_production']));
    expect(calls).toEqual({ list: 1, get: 25 });
  });
});
