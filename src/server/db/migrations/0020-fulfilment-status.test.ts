import { afterEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../domain/orders/order-status';
import { type Db, migrateSet, migrateToLatest } from '../database';
import { createOrderEventsRepository } from '../order-events-repository';
import { createOrdersRepository } from '../orders-repository';
import { type TestDatabase, testDatabases } from '../testing/test-databases';
import { migrations } from './index';

/** The schema as it stood before orders kept their fulfilment status apart. */
const upTo0019 = (db: Db) =>
  migrateSet(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '0019')));

/** An order as the code before 0020 left it, with the timeline it went through. */
async function insertOrder(db: Db, id: string, status: OrderStatus, steps: OrderStatus[]) {
  const at = '2026-11-20T10:00:00.000Z';
  await db
    .insertInto('orders')
    .values({
      id,
      display_id: `MM-${id}`,
      payment_intent_id: `pi_${id}`,
      customer_id: null,
      guest_session_id: 'guest-1',
      access_token: `token-${id}`,
      email: 'grace@example.com',
      address: '{}',
      shipping_method_id: 1,
      shipping_cost: 999,
      subtotal: 5999,
      tax_amount: 280,
      total_amount: 7278,
      currency: 'usd',
      tax_calculation_id: 'taxcalc_1',
      tax_transaction_id: null,
      status,
      partner_order_id: null,
      partner_status: null,
      answer: '{}',
      created_at: at,
      updated_at: at,
    })
    .execute();
  const events = createOrderEventsRepository(db);
  for (const [minute, step] of steps.entries()) {
    await events.recordOnce(
      { orderId: id, kind: step, key: `${id}:status:${step}` },
      new Date(Date.UTC(2026, 10, 20, 10, minute)),
    );
  }
}

describe.each(testDatabases(upTo0019))('migration 0020 on %s', (_dialect, open) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  it('keeps how far each order’s goods got, a refunded order’s from its timeline', async () => {
    database = await open();
    const { db } = database;
    await insertOrder(db, 'shipped', 'shipped', ['paid', 'submitted', 'shipped']);
    await insertOrder(db, 'attention', 'needs_attention', ['paid', 'needs_attention']);
    const delivered: OrderStatus[] = ['paid', 'submitted', 'shipped', 'delivered', 'refunded'];
    await insertOrder(db, 'refunded-delivered', 'refunded', delivered);
    await insertOrder(db, 'refunded-cancelled', 'refunded', ['paid', 'cancelled', 'refunded']);
    await insertOrder(db, 'refunded-unsent', 'refunded', ['paid', 'refunded']);
    await migrateToLatest(db);

    const rows = await db
      .selectFrom('orders')
      .select(['id', 'status', 'fulfilment_status'])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.fulfilment_status]))).toEqual({
      attention: 'needs_attention',
      'refunded-cancelled': 'cancelled',
      'refunded-delivered': 'delivered',
      'refunded-unsent': 'paid',
      shipped: 'shipped',
    });

    // From then on, a move keeps it, and a refund leaves it where the goods got to.
    const orders = createOrdersRepository(db);
    await orders.moveStatus({ orderId: 'shipped', from: 'shipped', to: 'delivered' }, new Date());
    await orders.moveStatus({ orderId: 'shipped', from: 'delivered', to: 'refunded' }, new Date());
    const moved = await db
      .selectFrom('orders')
      .select(['status', 'fulfilment_status'])
      .where('id', '=', 'shipped')
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ status: 'refunded', fulfilment_status: 'delivered' });
  });
});
