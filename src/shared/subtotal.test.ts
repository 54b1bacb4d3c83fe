import { describe, expect, it } from 'vitest';
import { lineTotal, subtotalOf } from './subtotal';

describe('lineTotal', () => {
  it('is the price for one times the quantity, whichever name the price goes by', () => {
    expect(lineTotal({ price: 2999, quantity: 3 })).toBe(8997);
    expect(lineTotal({ unitPrice: 1999, quantity: 2 })).toBe(3998);
  });
});

describe('subtotal', () => {
  it('adds every line at its quantity, in whole cents', () => {
    expect(
      subtotalOf([
        { price: 2999, quantity: 2 },
        { price: 5999, quantity: 1 },
      ]),
    ).toBe(11997);
    expect(
      subtotalOf([
        { unitPrice: 1999, quantity: 1 },
        { unitPrice: 2599, quantity: 4 },
      ]),
    ).toBe(12395);
  });

  it('is zero for no lines', () => {
    expect(subtotalOf([])).toBe(0);
  });
});
