import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaxRequest } from '../../../ports/tax-service';
import { createLocalTaxService } from './local-tax-service';

const tax = createLocalTaxService({ dataDir: join(process.cwd(), 'data-sources/us-sales-tax') });
const NOW = new Date('2026-11-23T17:00:00Z');

const order = (state: string): TaxRequest => ({
  lines: [
    { productType: 'T_SHIRT', quantity: 1, unitPrice: 2999, designId: 'job-1' },
    { productType: 'COFFEE_MUG', quantity: 2, unitPrice: 1999, designId: 'job-1' },
    { productType: 'CANVAS', quantity: 1, unitPrice: 5999, designId: 'job-1' },
  ],
  shippingCost: 0,
  address: {
    line1: '1 Main St',
    line2: undefined,
    city: 'Town',
    state,
    postal_code: '55401',
    country: 'US',
  },
});

describe('local tax service', () => {
  it('taxes mugs and canvases as goods and t-shirts as clothing, under the state’s name', async () => {
    // Minnesota exempts clothing: only the mugs (3998) and the canvas (5999) are taxed.
    expect(await tax.calculate(order('MN'), NOW)).toMatchObject({
      subtotal: 2999 + 3998 + 5999,
      taxAmount: 275 + 412,
      totalAmount: 2999 + 3998 + 5999 + 687,
      breakdown: [{ jurisdiction: 'Minnesota', rate: 0.06875, amount: 687, taxableAmount: 9997 }],
      calculatedAt: NOW,
    });
  });

  it('answers zero with no breakdown for a place the table has no rate for', async () => {
    expect(await tax.calculate(order('DE'), NOW)).toMatchObject({ taxAmount: 0, breakdown: [] });
  });

  it('gives every calculation its own unguessable id', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, async () => (await tax.calculate(order('CA'), NOW)).id),
    );
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^taxcalc_[0-9a-f]{32}$/);
  });
});
