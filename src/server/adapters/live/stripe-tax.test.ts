import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaxRequest } from '../../ports/tax-service';
import { createStripeTaxService } from './stripe-tax';
import { startFakeStripeTax } from './testing/fake-stripe-tax';

let fake: Awaited<ReturnType<typeof startFakeStripeTax>>;
beforeEach(async () => {
  fake = await startFakeStripeTax('sk_test_local');
});
afterEach(() => fake.close());

const request = (state: string): TaxRequest => ({
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
    postal_code: '10118',
    country: 'US',
  },
});
const NOW = new Date('2026-11-23T12:00:00Z');

describe('Stripe Tax against a local stand-in', () => {
  it('sends line totals with tax codes and the shipping address, and reads the calculation', async () => {
    const tax = createStripeTaxService({ secretKey: 'sk_test_local', baseURL: fake.url });
    const calculation = await tax.calculate(request('NY'), NOW);
    expect(calculation).toEqual({
      id: 'taxcalc_fake_1',
      subtotal: 13997,
      shippingCost: 800,
      taxAmount: Math.round((7999 + 800) * 0.08875),
      totalAmount: 13997 + 800 + 781,
      breakdown: [{ jurisdiction: 'New York', rate: 0.08875, amount: 781, taxableAmount: 8799 }],
      calculatedAt: NOW,
    });
    const [call] = fake.calls;
    expect(call?.authorization).toBe('Bearer sk_test_local');
    expect(call?.form.get('line_items[0][amount]')).toBe('5998');
    expect(call?.form.get('line_items[0][tax_code]')).toBe('txcd_30011000');
    expect(call?.form.get('line_items[1][tax_code]')).toBe('txcd_99999999');
    expect(call?.form.get('shipping_cost[tax_code]')).toBe('txcd_92010001');
    expect(call?.form.get('customer_details[address][state]')).toBe('NY');
  });

  it('answers zero with no breakdown where nothing is taxed', async () => {
    const tax = createStripeTaxService({ secretKey: 'sk_test_local', baseURL: fake.url });
    const calculation = await tax.calculate(request('OR'), NOW);
    expect(calculation).toMatchObject({ taxAmount: 0, breakdown: [] });
  });

  it('fails loudly on a refused key, so the shopper gets the 8% fallback', async () => {
    const tax = createStripeTaxService({ secretKey: 'sk_wrong', baseURL: fake.url });
    await expect(tax.calculate(request('NY'), NOW)).rejects.toThrow('401');
  });
});
