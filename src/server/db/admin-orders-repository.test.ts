import { afterEach, describe, expect, it } from 'vitest';
import { paidCanvasOrder } from '../testing/order-fixture';
import { createAdminOrdersRepository } from './admin-orders-repository';
import { moveOrderStatus } from './order-status-moves';
import { createOrdersRepository } from './orders-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const now = new Date('2026-11-30T10:00:00Z');

/*
 * The chips over every order come from the tally the database keeps (migration 0025); with a
 * search they are counted from the orders. Whatever writes the orders, the two must agree.
 */
describe.each(testDatabases())("the owner's chip counts on %s", (_dialect, open) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  async function placed(count: number) {
    const orders = createOrdersRepository(database.db);
    const ids = Array.from({ length: count }, (_, i) => `tally-${i}`);
    for (const [i, id] of ids.entries()) {
      await orders.insertOnce({ ...paidCanvasOrder(id, now), displayId: `MM-TALLY${i}` }, now);
    }
    return ids;
  }

  it('follows orders as they are placed, move, are refunded and are removed', async () => {
    database = await open();
    const { db } = database;
    const admin = createAdminOrdersRepository(db);
    const [a, b, c, d, e] = await placed(5);
    expect((await admin.counts({})).status.paid).toBe(5);

    await moveOrderStatus(db, { orderId: a as string, from: 'paid', to: 'submitted' }, now);
    await moveOrderStatus(db, { orderId: b as string, from: 'paid', to: 'cancelled' }, now);
    await db
      .updateTable('orders')
      .set({ amount_refunded: 100 })
      .where('id', '=', c as string)
      .execute();
    await db
      .updateTable('orders')
      .set({ amount_refunded: 7278 })
      .where('id', '=', d as string)
      .execute();
    // As an order erased on request would go, its lines and timeline first.
    for (const table of ['order_lines', 'order_events'] as const) {
      await db
        .deleteFrom(table)
        .where('order_id', '=', e as string)
        .execute();
    }
    await db
      .deleteFrom('orders')
      .where('id', '=', e as string)
      .execute();

    const kept = await admin.counts({});
    expect(kept.status).toMatchObject({ paid: 2, submitted: 1, cancelled: 1 });
    expect(kept.payment).toEqual({ paid: 2, partially_refunded: 1, refunded: 1 });
    // The same orders counted from the table, through a search every one of them matches.
    expect(await admin.counts({ q: '@example.com' })).toEqual(kept);
    expect((await admin.counts({ status: 'paid' })).payment).toEqual({
      paid: 0,
      partially_refunded: 1,
      refunded: 1,
    });
  });

  it('stays right when many orders move the opposite ways at once', async () => {
    database = await open();
    const { db } = database;
    const admin = createAdminOrdersRepository(db);
    const ids = await placed(12);
    const half = ids.slice(0, 6);
    await Promise.all(
      half.map((orderId) => moveOrderStatus(db, { orderId, from: 'paid', to: 'submitted' }, now)),
    );
    // Six move back while the other six move forward: each change takes both tally rows.
    await Promise.all(
      ids.map((orderId, i) =>
        i < 6
          ? db
              .updateTable('orders')
              .set({ fulfilment_status: 'paid' })
              .where('id', '=', orderId)
              .execute()
          : moveOrderStatus(db, { orderId, from: 'paid', to: 'submitted' }, now),
      ),
    );
    const kept = await admin.counts({});
    expect(kept.status).toMatchObject({ paid: 6, submitted: 6 });
    expect(await admin.counts({ q: '@example.com' })).toEqual(kept);
  });
});
