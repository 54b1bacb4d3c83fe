import { describe, expect, it } from 'vitest';
import { quoteLocalShipping } from '../../../server/adapters/local/print-partner/quote-local-shipping';
import { NEW_YORK_ADDRESS } from '../../../server/testing/checkout-fixtures';
import type { ApiAddress } from '../../../shared/api/address';
import { deliveryDays, type Method, PRODUCTION_DAYS, standardRate } from './shipping-times';

const address = (region: string): ApiAddress => ({ ...NEW_YORK_ADDRESS, region });

/** One variant of each product, from the local partner's catalogue. */
const VARIANTS = { tshirt: 18101, canvas: 82228, mug: 33719 } as const;

const quote = (region: string, variantId: number, quantity = 1) => {
  const quoted = quoteLocalShipping({ address: address(region), lines: [{ variantId, quantity }] });
  if (!quoted.ok) throw new Error(`no quote: ${quoted.code}`);
  return quoted.methods;
};

describe('the Shipping & Returns page’s figures', () => {
  it('are what the print partner charges by Standard, for one item and for two', () => {
    for (const product of ['tshirt', 'canvas', 'mug'] as const) {
      const { first, additional } = standardRate(product);
      const [one] = quote('NY', VARIANTS[product]);
      const [two] = quote('NY', VARIANTS[product], 2);
      expect(one, product).toMatchObject({ name: 'Standard', price: first });
      expect(two, product).toMatchObject({ name: 'Standard', price: first + additional });
    }
  });

  it('are its production days and delivery windows', () => {
    for (const product of ['tshirt', 'canvas', 'mug'] as const) {
      for (const [region, destination] of [
        ['NY', 'contiguous'],
        ['HI', 'alaska_hawaii'],
      ] as const) {
        for (const method of quote(region, VARIANTS[product])) {
          const key = method.name.toLowerCase() as Method;
          const window = deliveryDays(key, destination);
          expect(method.max_delivery_days, `${product} ${key} ${region}`).toBe(window?.max);
          expect(method.min_delivery_days, `${product} ${key} ${region}`).toBe(window?.min);
          if (key === 'standard') expect(method.handling_days).toBe(PRODUCTION_DAYS[product]);
        }
      }
    }
  });

  it('leave out what a canvas cannot take: Economy, territories and military post', () => {
    expect(quote('NY', VARIANTS.canvas).map((method) => method.name)).not.toContain('Economy');
    expect(deliveryDays('economy', 'contiguous')).toBeDefined();
    expect(
      quoteLocalShipping({
        address: address('PR'),
        lines: [{ variantId: VARIANTS.canvas, quantity: 1 }],
      }),
    ).toMatchObject({ ok: false, code: 'not_shippable' });
    expect(quote('PR', VARIANTS.tshirt).length).toBeGreaterThan(0);
  });
});
