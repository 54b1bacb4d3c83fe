import { describe, expect, it } from 'vitest';
import { NEW_YORK_ADDRESS } from '../../testing/checkout-fixtures';
import { partnerProducts } from '../../testing/partner-products';
import { checkoutFingerprint, intentIdempotencyKey, sameLines } from './checkout-identity';
import { type PricedLine, priceLine } from './price-lines';

const products = partnerProducts('job-1');
function priced(productId: string, variantId: string, quantity: number): PricedLine {
  const result = priceLine({ productId, variantId, jobId: 'job-1', quantity }, products);
  if (!result.ok) throw new Error(`cannot price ${productId}`);
  return result.line;
}
const lines = [priced('job-1-tshirt', '18053', 2), priced('job-1-mug-black', '96132', 1)];
const content = {
  owner: { customerId: null, guestSessionId: 'g1' },
  email: 'grace@example.com',
  lines,
  address: NEW_YORK_ADDRESS,
  shippingMethodId: 1,
};

describe('checkoutFingerprint', () => {
  it('is the same for the same request, whatever order the address keys come in', () => {
    const reordered = Object.fromEntries(Object.entries(NEW_YORK_ADDRESS).reverse());
    expect(checkoutFingerprint({ ...content, address: reordered as typeof NEW_YORK_ADDRESS })).toBe(
      checkoutFingerprint(content),
    );
  });

  it('changes with the owner, a quantity, the address or the method', () => {
    const base = checkoutFingerprint(content);
    const changed = [
      { ...content, owner: { customerId: null, guestSessionId: 'g2' } },
      { ...content, lines: [lines[0] as PricedLine, { ...(lines[1] as PricedLine), quantity: 2 }] },
      { ...content, address: { ...NEW_YORK_ADDRESS, zip: '10001' } },
      { ...content, shippingMethodId: 2 },
    ];
    for (const other of changed) expect(checkoutFingerprint(other)).not.toBe(base);
  });
});

describe('intentIdempotencyKey', () => {
  it('differs for the next checkout of the same cart and for another amount', () => {
    const key = intentIdempotencyKey('f', 0, 100);
    expect(intentIdempotencyKey('f', 0, 100)).toBe(key);
    expect(intentIdempotencyKey('f', 1, 100)).not.toBe(key);
    expect(intentIdempotencyKey('f', 0, 101)).not.toBe(key);
    expect(key.length).toBeLessThanOrEqual(255);
  });
});

describe('sameLines', () => {
  const shown = (productId: string, variantId: string, quantity: number) => ({
    productId,
    variantId,
    quantity,
  });

  it('matches the lines shown, duplicates added up, in any order', () => {
    expect(
      sameLines(
        [
          shown('job-1-mug-black', '96132', 1),
          shown('job-1-tshirt', '18053', 1),
          shown('job-1-tshirt', '18053', 1),
        ],
        lines,
      ),
    ).toBe(true);
  });

  it('tells a changed quantity, variant, missing or extra line', () => {
    const mugLine = shown('job-1-mug-black', '96132', 1);
    expect(sameLines([shown('job-1-tshirt', '18053', 3), mugLine], lines)).toBe(false);
    expect(sameLines([shown('job-1-tshirt', '18054', 2), mugLine], lines)).toBe(false);
    expect(sameLines([shown('job-1-tshirt', '18053', 2)], lines)).toBe(false);
    const extra = shown('job-1-canvas', '82228', 1);
    expect(sameLines([shown('job-1-tshirt', '18053', 2), mugLine, extra], lines)).toBe(false);
  });

  it('matches a fallback product by its id, whatever variant the page names', () => {
    const result = priceLine({ productId: 'fallback-mug', quantity: 1 }, undefined);
    if (!result.ok) throw new Error('the fallback mug is not priced');
    const fallback = result.line;
    expect(sameLines([shown(fallback.productId, 'any', 1)], [fallback])).toBe(true);
  });
});
