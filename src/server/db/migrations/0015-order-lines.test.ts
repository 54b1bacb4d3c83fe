import { afterEach, describe, expect, it } from 'vitest';
import type { PricedLine } from '../../domain/checkout/price-lines';
import { type Db, migrateSet, migrateToLatest } from '../database';
import { createOrderEventsRepository } from '../order-events-repository';
import { createOrdersRepository } from '../orders-repository';
import { type TestDatabase, testDatabases } from '../testing/test-databases';
import { migrations } from './index';

/** The schema as it stood before orders' lines had their own table: migrations up to 0012. */
const upTo0012 = (db: Db) =>
  migrateSet(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= '0012')));

const tee: PricedLine = {
  jobId: 'job-1',
  productId: 'job-1-tshirt',
  variantId: 18054,
  productType: 'tshirt',
  title: 'T-Shirt',
  quantity: 2,
  unitPrice: 2999,
  printProviderId: 29,
  blueprintId: 12,
  options: { color: 'Black', size: 'L' },
  imageUrl: '/media/mockups/a/tee.jpg',
  fallback: false,
};
const mug: PricedLine = {
  jobId: null,
  productId: 'fallback-mug',
  variantId: 65216,
  productType: 'coffeeMug',
  title: 'Coffee Mug – “11 oz”',
  quantity: 1,
  unitPrice: 1499,
  printProviderId: 1,
  blueprintId: 68,
  options: { size: '11oz' },
  imageUrl: '/products/mug.jpg',
  fallback: true,
};

/** An order row exactly as the code before 0015 wrote it: lines as JSON, its own status words. */
async function insertOldOrder(db: Db, id: string, lines: PricedLine[], status: string) {
  const at = '2026-11-20T10:00:00.000Z';
  const address = {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    address1: '1 Main St',
    address2: '',
    city: 'Albany',
    region: 'NY',
    zip: '12207',
    country: 'US',
  };
  const answer = {
    order_id: id,
    display_id: `MM-${id}`,
    printify_order_id: null,
    status: 'received',
    message: 'ok',
  };
  // The typed schema no longer has orders.lines: the row is written as the old code wrote it.
  await db
    .insertInto('orders')
    .values({
      id,
      display_id: `MM-${id}`,
      payment_intent_id: `pi_${id}`,
      customer_id: 'customer-1',
      guest_session_id: null,
      access_token: `token-${id}`,
      email: 'grace@example.com',
      ...({ lines: JSON.stringify(lines) } as object),
      address: JSON.stringify(address),
      shipping_method_id: 1,
      shipping_cost: 999,
      subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
      tax_amount: 280,
      total_amount: 9000,
      currency: 'usd',
      tax_calculation_id: 'taxcalc_1',
      tax_transaction_id: null,
      status,
      partner_order_id: status === 'received' ? null : `po-${id}`,
      answer: JSON.stringify(answer),
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
}

describe.each(testDatabases(upTo0012))('migration 0015 on %s', (_dialect, open) => {
  let database: TestDatabase;
  afterEach(() => database.destroy());

  it('moves every order’s JSON lines into order_lines without loss, and types its status', async () => {
    database = await open();
    await insertOldOrder(database.db, 'a1', [tee, mug], 'in-production');
    await insertOldOrder(database.db, 'b2', [mug], 'received');
    await insertOldOrder(database.db, 'c3', [tee], 'needs-attention');
    await migrateToLatest(database.db);

    const orders = createOrdersRepository(database.db);
    const a1 = await orders.findById('a1');
    expect(a1?.lines).toEqual([tee, mug]);
    expect(a1).toMatchObject({ status: 'in_production', partnerStatus: 'in-production' });
    expect(await orders.findById('b2')).toMatchObject({ lines: [mug], status: 'paid' });
    expect(await orders.findById('c3')).toMatchObject({ lines: [tee], status: 'needs_attention' });
    const listed = await orders.listByCustomer('customer-1', 10);
    expect(listed.map((order) => order.lines.length).sort()).toEqual([1, 1, 2]);

    // A migrated order goes on as a new one would: its next step lands on its timeline once.
    expect(
      await orders.moveStatus({ orderId: 'a1', from: 'in_production', to: 'shipped' }, new Date()),
    ).toBe(true);
    const events = await createOrderEventsRepository(database.db).listForOrder('a1');
    expect(events.map((event) => event.kind)).toEqual(['shipped']);
  });
});
