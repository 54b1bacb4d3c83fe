import { describe, expect, it } from 'vitest';
import { cartItemSchema } from '../api/cart';
import { FALLBACK_PRODUCTS, fallbackCartLine, findFallbackProduct } from './fallback-products';

describe('the fallback catalogue', () => {
  it('sells a canvas, a mug and a t-shirt at the SPEC’s prices', () => {
    expect(FALLBACK_PRODUCTS.map((p) => [p.type, p.price])).toEqual([
      ['canvas', 59.99],
      ['mug', 19.99],
      ['tshirt', 29.99],
    ]);
    for (const product of FALLBACK_PRODUCTS) {
      expect(product.printProviderId).toBe(1);
      expect(product.blueprintId).toBe(1);
      expect(product.imageUrl).toMatch(/^\/products\/fallback-.+\.svg$/);
    }
  });

  it('makes cart lines in cents without a job', () => {
    const mug = findFallbackProduct('fallback-mug');
    if (!mug) throw new Error('no mug');
    const line = fallbackCartLine(mug, 3);
    expect(line).toMatchObject({
      jobId: null,
      productId: 'fallback-mug',
      variantId: '33719',
      productType: 'coffeeMug',
      quantity: 3,
      price: 1999,
    });
    expect(
      cartItemSchema.safeParse({ ...line, id: '0f8e3c52-1d6b-4a8e-9a3e-5c1b2d3e4f50' }).success,
    ).toBe(true);
    expect(findFallbackProduct('poster')).toBeUndefined();
  });
});
