import { describe, expect, it } from 'vitest';
import { fallbackTax } from './fallback-tax';

describe('fallbackTax', () => {
  it('charges 8% of subtotal plus shipping, rounded to the cent', () => {
    const tax = fallbackTax(8997, 499, new Date('2026-11-23T10:00:00Z'));
    expect(tax).toMatchObject({
      taxAmount: 760,
      totalAmount: 10256,
      subtotal: 8997,
      shippingCost: 499,
      breakdown: [{ jurisdiction: 'Tax', rate: 0.08, amount: 760, taxableAmount: 9496 }],
      calculatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(tax.calculationId).toBeUndefined();
  });
});
