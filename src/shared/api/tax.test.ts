import { describe, expect, it } from 'vitest';
import {
  calculateTaxRequestSchema,
  calculateTaxResponseSchema,
  TAX_PRODUCT_TYPE_BY_CART_TYPE,
  toTaxAddress,
  toTaxResult,
} from './tax';

const request = {
  items: [{ productType: 'CANVAS', quantity: 1, price: 5999, designId: 'job-1' }],
  shipping_address: {
    line1: '1 Navy Way',
    city: 'Arlington',
    state: 'VA',
    postal_code: '22202',
    country: 'US',
  },
  shipping_cost: 799,
  currency: 'usd',
};

const answer = {
  tax_amount: 339,
  total_amount: 7137,
  subtotal: 5999,
  shipping_cost: 799,
  tax_breakdown: [
    { jurisdiction: 'Virginia', rate: 0.053, amount: 318, taxable_amount: 5999 },
    { rate: 0.007, amount: 21, taxable_amount: 5999 },
  ],
  calculation_id: 'taxcalc_1',
  currency: 'usd',
};

describe('calculate-tax request', () => {
  it('accepts the SPEC payload and refuses other product types and currencies', () => {
    expect(calculateTaxRequestSchema.parse(request)).toMatchObject(request);
    const poster = { ...request, items: [{ ...request.items[0], productType: 'POSTER' }] };
    expect(calculateTaxRequestSchema.safeParse(poster).success).toBe(false);
    expect(calculateTaxRequestSchema.safeParse({ ...request, currency: 'eur' }).success).toBe(
      false,
    );
  });

  it('refuses an order above $1,000,000, shipping included', () => {
    const item = { ...request.items[0], price: 100_000_000 - 799, quantity: 1 };
    expect(calculateTaxRequestSchema.safeParse({ ...request, items: [item] }).success).toBe(true);
    const over = { ...request, items: [{ ...item, price: item.price + 1 }] };
    expect(calculateTaxRequestSchema.safeParse(over).error?.issues[0]?.path).toEqual(['items']);
  });

  it('maps the form address and cart product types onto the tax call', () => {
    expect(
      toTaxAddress({
        firstName: 'G',
        lastName: 'H',
        email: 'g@example.com',
        phone: '',
        address1: '1 Navy Way',
        address2: '',
        city: 'Arlington',
        region: 'VA',
        zip: '22202',
        country: 'US',
      }),
    ).toEqual({ ...request.shipping_address, line2: undefined });
    expect(TAX_PRODUCT_TYPE_BY_CART_TYPE.coffeeMug).toBe('COFFEE_MUG');
  });
});

describe('calculate-tax answer', () => {
  it('becomes a tax result; an unnamed jurisdiction reads Tax', () => {
    const calculatedAt = new Date('2026-01-01T12:00:00.000Z');
    const result = toTaxResult(calculateTaxResponseSchema.parse(answer), calculatedAt);
    expect(result).toEqual({
      taxAmount: 339,
      totalAmount: 7137,
      subtotal: 5999,
      shippingCost: 799,
      breakdown: [
        { jurisdiction: 'Virginia', rate: 0.053, amount: 318, taxableAmount: 5999 },
        { jurisdiction: 'Tax', rate: 0.007, amount: 21, taxableAmount: 5999 },
      ],
      calculationId: 'taxcalc_1',
      currency: 'usd',
      calculatedAt: '2026-01-01T12:00:00.000Z',
    });
  });

  it('refuses a rate given as a percentage instead of a fraction', () => {
    const percent = { ...answer, tax_breakdown: [{ ...answer.tax_breakdown[0], rate: 5.3 }] };
    expect(calculateTaxResponseSchema.safeParse(percent).success).toBe(false);
  });
});
