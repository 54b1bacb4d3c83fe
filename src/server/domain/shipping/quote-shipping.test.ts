import { describe, expect, it } from 'vitest';
import { type BlueprintRates, destinationClass, quoteShipping } from './quote-shipping';

const tee: BlueprintRates = {
  handlingDays: 2,
  methods: { standard: { first: 475, additional: 240 }, express: { first: 1499, additional: 400 } },
  notShippedTo: [],
};
const canvas: BlueprintRates = {
  handlingDays: 3,
  methods: { standard: { first: 999, additional: 500 } },
  notShippedTo: ['military'],
};
const military = {
  kind: 'military' as const,
  costFactor: 1.5,
  delivery: { standard: { min: 14, max: 28 } },
};

describe('destinationClass', () => {
  it('sorts regions into the partner’s destination classes', () => {
    expect(['NY', 'ak', 'HI', 'PR', 'GU', 'AE'].map(destinationClass)).toEqual([
      'contiguous',
      'alaska_hawaii',
      'alaska_hawaii',
      'territories',
      'territories',
      'military',
    ]);
  });
});

describe('quoteShipping', () => {
  it('sends a tee to military post by standard only, at the destination’s factor', () => {
    expect(quoteShipping([{ rates: tee, quantity: 2 }], military)).toEqual([
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

  it('offers nothing when one product is never shipped there, or the cart is empty', () => {
    expect(
      quoteShipping(
        [
          { rates: tee, quantity: 1 },
          { rates: canvas, quantity: 1 },
        ],
        military,
      ),
    ).toEqual([]);
    expect(quoteShipping([], military)).toEqual([]);
  });
});
