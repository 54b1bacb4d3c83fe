import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRecord } from '../domain/checkout/checkout-record';
import type { PricedLine } from '../domain/checkout/price-lines';
import type { OrderRecord } from '../domain/orders/order-record';
import { paidCanvasOrder } from '../testing/order-fixture';
import { createCheckoutsRepository } from './checkouts-repository';
import { createOrdersRepository } from './orders-repository';
import { StoredRecordError } from './stored-json';
import { createTaxCalculationsRepository } from './tax-calculations-repository';
import { type TestDatabase, testDatabases } from './testing/test-databases';

const now = new Date('2026-11-23T10:00:00Z');

const line: PricedLine = {
  jobId: 'job-1',
  productId: 'job-1-canvas',
  variantId: 82228,
  productType: 'canvas',
  title: 'Canvas',
  quantity: 1,
  unitPrice: 5999,
  printProviderId: 1,
  blueprintId: 2,
  options: { size: '8x10', depth: '0.75"' },
  imageUrl: '/media/canvas.jpg',
  fallback: false,
};

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

const checkout: CheckoutRecord = {
  paymentIntentId: 'pi_1',
  owner: { customerId: null, guestSessionId: 'guest-1' },
  email: 'grace@example.com',
  lines: [line],
  address,
  shippingMethodId: 1,
  shippingCost: 999,
  taxCalculationId: 'taxcalc_1',
  subtotal: 5999,
  taxAmount: 280,
  totalAmount: 7278,
  currency: 'usd',
  fingerprint: 'f',
  status: 'open',
  createdAt: now,
};

const order: OrderRecord = { ...paidCanvasOrder('o1', now), lines: [line] };

/** The error a read of a row whose JSON column no longer fits gives, naming that column. */
const corrupt = (record: string) =>
  expect.objectContaining({ name: 'StoredRecordError', record, failure: expect.any(Object) });

describe.each(testDatabases())('a stored row whose JSON does not fit, on %s', (_dialect, open) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => database.destroy());

  it('reads a checkout whose lines or address were spoilt as a StoredRecordError', async () => {
    const checkouts = createCheckoutsRepository(database.db);
    await checkouts.insert(checkout);
    expect((await checkouts.findByPaymentIntent('pi_1'))?.lines).toEqual([line]);

    const spoil = (set: { lines?: string; address?: string }) =>
      database.db
        .updateTable('checkouts')
        .set(set)
        .where('payment_intent_id', '=', 'pi_1')
        .execute();
    await spoil({ lines: JSON.stringify([{ ...line, unitPrice: '59.99' }]) });
    await expect(checkouts.findByPaymentIntent('pi_1')).rejects.toEqual(
      corrupt('checkouts.lines of checkout pi_1'),
    );
    await spoil({ lines: JSON.stringify([line]), address: '{"first_name":"Grace"' });
    const error = await checkouts.findByPaymentIntent('pi_1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoredRecordError);
    expect(error).toEqual(corrupt('checkouts.address of checkout pi_1'));
    expect((error as StoredRecordError).failure.code).toBe('not_json');
    expect((error as Error).message).not.toContain('Grace');
  });

  it('reads an order whose lines, address or answer were spoilt as a StoredRecordError', async () => {
    const orders = createOrdersRepository(database.db);
    await orders.insertOnce(order, now);
    expect(await orders.findById('o1')).toEqual(order);

    const spoil = (set: { address?: string; answer?: string }) =>
      database.db.updateTable('orders').set(set).where('id', '=', 'o1').execute();
    await database.db.updateTable('order_lines').set({ options: '{"size":11}' }).execute();
    await expect(orders.findById('o1')).rejects.toEqual(
      corrupt('order_lines.options of line 0 of order o1'),
    );
    await database.db
      .updateTable('order_lines')
      .set({ options: JSON.stringify(line.options) })
      .execute();
    await spoil({ address: JSON.stringify({ city: 'Albany' }) });
    await expect(orders.findById('o1')).rejects.toEqual(corrupt('orders.address of order o1'));
    await spoil({ address: JSON.stringify(address), answer: JSON.stringify({ order_id: 'o1' }) });
    await expect(orders.findById('o1')).rejects.toEqual(corrupt('orders.answer of order o1'));
  });

  it('reads a tax calculation whose request or breakdown were spoilt as a StoredRecordError', async () => {
    const calculations = createTaxCalculationsRepository(database.db);
    await calculations.insert(
      {
        lines: [{ productType: 'CANVAS', quantity: 1, unitPrice: 5999, designId: 'job-1' }],
        shippingCost: 999,
        address: {
          line1: '1 Main St',
          line2: undefined,
          city: 'Albany',
          state: 'NY',
          postal_code: '12207',
          country: 'US',
        },
      },
      {
        id: 'taxcalc_1',
        subtotal: 5999,
        shippingCost: 999,
        taxAmount: 280,
        totalAmount: 7278,
        breakdown: [{ jurisdiction: 'New York', rate: 0.04, amount: 280, taxableAmount: 6998 }],
        calculatedAt: now,
      },
    );
    const spoil = (set: { request?: string; breakdown?: string }) =>
      database.db.updateTable('tax_calculations').set(set).where('id', '=', 'taxcalc_1').execute();
    await spoil({ breakdown: '[{"jurisdiction":"New York","rate":"4%"}]' });
    await expect(calculations.findById('taxcalc_1')).rejects.toEqual(
      corrupt('tax_calculations.breakdown of taxcalc_1'),
    );
    await spoil({ request: 'null' });
    await expect(calculations.findById('taxcalc_1')).rejects.toEqual(
      corrupt('tax_calculations.request of taxcalc_1'),
    );
  });
});
