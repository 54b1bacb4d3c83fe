import { describe, expect, it } from 'vitest';
import type { DestinationRates, ProductRates } from '../../../shared/catalogue/rate-card';
import { quoteShipping } from './quote-shipping';

const tee: ProductRates = {
  handlingDays: 2,
  methods: {
    standard: { first: 475, additional: 240 },
    express: { first: 1499, additional: 400 },
    economy: { first: 399, additional: 200 },
  },
  notShippedTo: [],
};
const canvas: ProductRates = {
  handlingDays: 3,
  methods: { standard: { first: 999, additional: 500 }, express: { first: 2499, additional: 900 } },
  notShippedTo: ['military'],
};
const contiguous: DestinationRates = {
  kind: 'contiguous',
  costFactor: 1,
  delivery: {
    standard: { min: 3, max: 5 },
    priority: { min: 2, max: 3 },
    express: { min: 1, max: 2 },
    economy: { min: 5, max: 8 },
  },
};
const military: DestinationRates = {
  kind: 'military',
  costFactor: 1.5,
  delivery: { standard: { min: 14, max: 28 } },
};

const tees = (quantity: number, blueprintId = 12) => ({ blueprintId, quantity, rates: tee });
const canvases = (quantity: number) => ({ blueprintId: 937, quantity, rates: canvas });

describe('quoteShipping', () => {
  it('charges the first item in full and each further unit of a blueprint the additional cost', () => {
    expect(quoteShipping([tees(3)], contiguous)).toEqual([
      {
        id: 1,
        key: 'standard',
        price: 475 + 2 * 240,
        handlingDays: 2,
        minDeliveryDays: 3,
        maxDeliveryDays: 5,
      },
      {
        id: 3,
        key: 'express',
        price: 1499 + 2 * 400,
        handlingDays: 2,
        minDeliveryDays: 1,
        maxDeliveryDays: 2,
      },
      {
        id: 4,
        key: 'economy',
        price: 399 + 2 * 200,
        handlingDays: 2,
        minDeliveryDays: 5,
        maxDeliveryDays: 8,
      },
    ]);
  });

  it('counts lines of one blueprint as one group, whatever their variants', () => {
    expect(quoteShipping([tees(1), tees(2)], contiguous)).toEqual(
      quoteShipping([tees(3)], contiguous),
    );
  });

  it('charges a first item per blueprint and offers only the methods every blueprint can use', () => {
    const quote = quoteShipping([tees(2), canvases(1), tees(1, 99)], contiguous);
    expect(quote.map((method) => [method.key, method.price])).toEqual([
      ['standard', 475 + 240 + 999 + 475],
      ['express', 1499 + 400 + 2499 + 1499],
    ]);
    expect(quote[0]?.handlingDays).toBe(3);
  });

  it('prices a farther destination by its factor and offers only the methods that reach it', () => {
    expect(quoteShipping([tees(2)], military)).toEqual([
      {
        id: 1,
        key: 'standard',
        price: Math.round((475 + 240) * 1.5),
        handlingDays: 2,
        minDeliveryDays: 14,
        maxDeliveryDays: 28,
      },
    ]);
  });

  it('offers nothing when one product is never shipped there, or for an empty cart', () => {
    expect(quoteShipping([tees(1), canvases(1)], military)).toEqual([]);
    expect(quoteShipping([], contiguous)).toEqual([]);
  });

  it('offers nothing when no method is shared by the products and the destination', () => {
    const economyOnly: DestinationRates = {
      ...contiguous,
      delivery: { economy: { min: 5, max: 8 } },
    };
    expect(quoteShipping([tees(1), canvases(1)], economyOnly)).toEqual([]);
  });
});
