import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaxRequest } from '../../ports/tax-service';
import {
  type FakeStripeTax,
  startFakeStripeTax,
  stripeError,
  UNKNOWN_POSTAL_CODE,
} from '../../testing/fakes/fake-stripe-tax';
import { createStripeTaxService } from './stripe-tax';
import { percentToFraction } from './stripe-tax-answer';

let fake: FakeStripeTax;
beforeEach(async () => {
  fake = await startFakeStripeTax('sk_test_local');
});
afterEach(() => fake.close());

const service = (secretKey = 'sk_test_local', baseURL = fake.url) =>
  createStripeTaxService({ secretKey, baseURL, timeoutMs: 2_000 });

const request = (state: string, postalCode = '10118'): TaxRequest => ({
  lines: [
    { productType: 'T_SHIRT', quantity: 2, unitPrice: 2999, designId: 'job-1' },
    { productType: 'CANVAS', quantity: 1, unitPrice: 7999, designId: 'job-1' },
  ],
  shippingCost: 800,
  address: {
    line1: '350 Fifth Avenue',
    line2: undefined,
    city: 'New York',
    state,
    postal_code: postalCode,
    country: 'US',
  },
});
const NOW = new Date('2026-11-23T12:00:00Z');

describe('Stripe Tax against a local stand-in', () => {
  it('names each jurisdiction with its rate, summed over the lines and shipping', async () => {
    // The tees are exempt apparel; the canvas (7999) and shipping (800) pay all three layers.
    expect(await service().calculate(request('NY'), NOW)).toEqual({
      id: 'taxcalc_fake_1',
      subtotal: 13997,
      shippingCost: 800,
      taxAmount: 781,
      totalAmount: 13997 + 800 + 781,
      breakdown: [
        { jurisdiction: 'New York', rate: 0.04, amount: 320 + 32, taxableAmount: 8799 },
        { jurisdiction: 'New York City', rate: 0.045, amount: 360 + 36, taxableAmount: 8799 },
        {
          jurisdiction: 'Metropolitan Commuter Transportation District',
          rate: 0.00375,
          amount: 30 + 3,
          taxableAmount: 8799,
        },
      ],
      calculatedAt: NOW,
    });
  });

  it('sends line totals with tax codes, shipping with its own, and the shipping address', async () => {
    await service().calculate(request('NY'), NOW);
    const [call] = fake.calls;
    expect(call?.authorization).toBe('Bearer sk_test_local');
    const form = Object.fromEntries(call?.form ?? []);
    expect(form).toMatchObject({
      currency: 'usd',
      'line_items[0][amount]': '5998',
      'line_items[0][quantity]': '2',
      'line_items[0][tax_code]': 'txcd_30011000',
      'line_items[0][tax_behavior]': 'exclusive',
      'line_items[1][amount]': '7999',
      'line_items[1][tax_code]': 'txcd_99999999',
      'shipping_cost[amount]': '800',
      'shipping_cost[tax_code]': 'txcd_92010001',
      'customer_details[address_source]': 'shipping',
      'customer_details[address][state]': 'NY',
      'customer_details[address][postal_code]': '10118',
      tax_date: String(NOW.getTime() / 1000),
    });
    expect(form['line_items[0][reference]']).not.toBe(form['line_items[1][reference]']);
    expect(call?.form.getAll('expand[]')).toEqual([
      'line_items.data.tax_breakdown',
      'shipping_cost.tax_breakdown',
    ]);
  });

  it('answers zero with no breakdown where nothing is collected', async () => {
    const calculation = await service().calculate(request('OR'), NOW);
    expect(calculation).toMatchObject({ taxAmount: 0, totalAmount: 14797, breakdown: [] });
  });

  it('falls back to the breakdown by rate, named by state, when the parts are missing', async () => {
    fake.failNext({
      status: 200,
      body: {
        id: 'taxcalc_2',
        amount_total: 8799 + 361,
        tax_amount_exclusive: 361,
        line_items: null,
        shipping_cost: { amount: 800 },
        tax_breakdown: [
          {
            amount: 361,
            taxable_amount: 8799,
            tax_rate_details: { percentage_decimal: '4.1', state: 'NY' },
          },
        ],
      },
    });
    expect((await service().calculate(request('NY'), NOW)).breakdown).toEqual([
      { jurisdiction: 'New York', rate: 0.041, amount: 361, taxableAmount: 8799 },
    ]);
  });

  it('reports an address Stripe cannot place as the shopper’s to fix', async () => {
    await expect(
      service().calculate(request('NY', UNKNOWN_POSTAL_CODE), NOW),
    ).rejects.toMatchObject({ name: 'TaxServiceError', code: 'address_not_found' });
  });

  it('asks a busy Stripe once more under the same idempotency key', async () => {
    fake.failNext(stripeError(503, 'api_error', 'Service unavailable'));
    expect((await service().calculate(request('NY'), NOW)).taxAmount).toBe(781);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(fake.calls[1]?.idempotencyKey).toBe(fake.calls[0]?.idempotencyKey);
  });

  it.each([
    ['keeps failing', () => fake.failNext(...Array(2).fill(stripeError(500, 'api_error', 'x')))],
    ['answers nonsense', () => fake.failNext({ status: 200, body: { id: 'taxcalc_3' } })],
  ])('is unavailable when Stripe %s, so the shopper gets the 8%% fallback', async (_l, script) => {
    script();
    await expect(service().calculate(request('NY'), NOW)).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('records a paid order as a tax transaction, once per calculation', async () => {
    const first = await service().recordTransaction('taxcalc_1', 'pi_1');
    const again = await service().recordTransaction('taxcalc_1', 'pi_1');
    expect(first).toBe(again);
    const call = fake.calls.at(-1);
    expect(call?.form.get('calculation')).toBe('taxcalc_1');
    expect(call?.form.get('reference')).toBe('pi_1');
    expect(call?.idempotencyKey).toBe('taxtxn-taxcalc_1');
  });

  it('is unavailable without a retry when the key is refused', async () => {
    await expect(service('sk_wrong').calculate(request('NY'), NOW)).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('401'),
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('is unavailable when Stripe cannot be reached', async () => {
    const closed = await startFakeStripeTax('sk_test_local');
    await closed.close();
    await expect(
      service('sk_test_local', closed.url).calculate(request('NY'), NOW),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('percentToFraction', () => {
  it('moves the decimal point without binary noise', () => {
    expect(percentToFraction('6.625')).toBe(0.06625);
    expect(percentToFraction('8.8750')).toBe(0.08875);
    expect(percentToFraction('7.25')).toBe(0.0725);
  });
});
