import { describe, expect, it } from 'vitest';
import type { ApiAddress } from '../../../../shared/api/address';
import { quoteLocalShipping } from './quote-local-shipping';

const address = (region: string, country = 'US'): ApiAddress => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  address1: '1 Main Street',
  address2: '',
  city: 'Somewhere',
  region,
  zip: '10118',
  country,
});

const WHITE_TEE_M = 18101;
const BLACK_TEE_L = 18054;
const CANVAS_8X10 = 82228;
const WHITE_MUG = 33719;
const BLACK_MUG = 96132;

const prices = (region: string, lines: { variantId: number; quantity: number }[]) => {
  const quote = quoteLocalShipping({ address: address(region), lines });
  return quote.ok ? quote.methods.map((method) => [method.name, method.price]) : quote;
};

describe('the local partner’s shipping quote', () => {
  it('finds each variant’s blueprint in its own catalogue and groups units by blueprint', () => {
    expect(
      prices('NY', [
        { variantId: WHITE_TEE_M, quantity: 1 },
        { variantId: BLACK_TEE_L, quantity: 2 },
        { variantId: WHITE_MUG, quantity: 1 },
        { variantId: BLACK_MUG, quantity: 1 },
      ]),
    ).toEqual([
      ['Standard', 475 + 2 * 240 + 599 + 599],
      ['Priority', 799 + 2 * 300 + 899 + 899],
      ['Express', 1499 + 2 * 400 + 1599 + 1599],
      ['Economy', 399 + 2 * 200 + 499 + 499],
    ]);
  });

  it('names, describes and times every method it offers', () => {
    const quote = quoteLocalShipping({
      address: address('NY'),
      lines: [{ variantId: CANVAS_8X10, quantity: 1 }],
    });
    expect(quote.ok && quote.methods[0]).toEqual({
      id: 1,
      name: 'Standard',
      description: expect.any(String),
      price: 999,
      handling_days: 3,
      min_delivery_days: 3,
      max_delivery_days: 5,
    });
  });

  it('refuses a variant it does not make, or one its provider is out of', () => {
    for (const variantId of [99999, 12, 18540, 18092]) {
      expect(
        quoteLocalShipping({
          address: address('NY'),
          lines: [
            { variantId: WHITE_MUG, quantity: 1 },
            { variantId, quantity: 1 },
          ],
        }),
      ).toEqual({ ok: false, code: 'unknown_variant', variantId });
    }
  });

  it('cannot ship outside the US, to a region it cannot place, or a canvas to military post', () => {
    const mug = [{ variantId: WHITE_MUG, quantity: 1 }];
    const notShippable = { ok: false, code: 'not_shippable' };
    expect(quoteLocalShipping({ address: address('ON', 'CA'), lines: mug })).toEqual(notShippable);
    expect(quoteLocalShipping({ address: address('XX'), lines: mug })).toEqual(notShippable);
    expect(prices('AE', [{ variantId: CANVAS_8X10, quantity: 1 }])).toEqual(notShippable);
  });
});
