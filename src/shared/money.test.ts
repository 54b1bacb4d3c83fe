import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatShippingPrice,
  sumCents,
} from './money';

describe('formatCents', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
  });

  it('rounds a fractional cent amount to the nearest cent', () => {
    expect(formatCents(1999.4)).toBe('$19.99');
    expect(formatCents(1999.5)).toBe('$20.00');
  });

  it('keeps the sign in front of the symbol', () => {
    expect(formatCents(-1999)).toBe('-$19.99');
  });
});

describe('formatShippingPrice', () => {
  it('reads Free at zero and dollars otherwise', () => {
    expect(formatShippingPrice(0)).toBe('Free');
    expect(formatShippingPrice(499)).toBe('$4.99');
  });
});

describe('conversions', () => {
  it('turns catalogue dollar prices into exact cents despite binary fractions', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(59.99)).toBe(5999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(centsToDollars(2599)).toBe(25.99);
  });

  it('adds cents without floating-point drift', () => {
    expect(sumCents([1999, 2999, 5999])).toBe(10997);
    expect(sumCents([])).toBe(0);
  });
});
