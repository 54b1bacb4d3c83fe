import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatShippingPrice,
  parseDollars,
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

describe('parseDollars', () => {
  it('reads an amount as owners type it, with or without the sign, cents or grouping', () => {
    expect(parseDollars('10')).toBe(1000);
    expect(parseDollars('10.00')).toBe(1000);
    expect(parseDollars('$10')).toBe(1000);
    expect(parseDollars(' $ 12.5 ')).toBe(1250);
    expect(parseDollars('$1,234.56')).toBe(123456);
    expect(parseDollars('0.07')).toBe(7);
  });

  it('refuses what is not a plain amount rather than guessing', () => {
    for (const typed of ['', '$', '-5', '10.001', '1,23', '12,5', 'ten', '1e3', '10.', '$$10']) {
      expect(parseDollars(typed), typed).toBeUndefined();
    }
  });
});
