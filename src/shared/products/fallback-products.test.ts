import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVariant } from '../../server/adapters/local/print-partner/catalogue-lookup';
import { cartItemSchema } from '../api/cart';
import {
  FALLBACK_PRODUCTS,
  type FallbackProduct,
  fallbackCartLine,
  findFallbackProduct,
} from './fallback-products';

const ID = '0f8e3c52-1d6b-4a8e-9a3e-5c1b2d3e4f50';
const publicDir = join(__dirname, '../../web/public');

/** The local partner's variant the server prints a fallback product on. */
const partnerVariant = (product: FallbackProduct) => {
  const variant = findVariant(product.blueprintId, product.variantId);
  return variant?.printProviderId === product.printProviderId ? variant : undefined;
};

describe('the fallback catalogue', () => {
  it('sells a canvas, a mug and a t-shirt at the SPEC’s prices', () => {
    expect(FALLBACK_PRODUCTS.map((p) => [p.id, p.type, p.price])).toEqual([
      ['fallback-canvas', 'canvas', 59.99],
      ['fallback-mug', 'mug', 19.99],
      ['fallback-tshirt', 'tshirt', 29.99],
    ]);
    for (const product of FALLBACK_PRODUCTS) {
      expect(product.imageUrl).toMatch(/^\/products\/fallback-.+\.svg$/);
      expect(existsSync(join(publicDir, product.imageUrl))).toBe(true);
    }
  });

  it('names the blueprint, provider and variant each is printed on, with its options', () => {
    expect(FALLBACK_PRODUCTS.map((p) => [p.options, partnerVariant(p)?.title])).toEqual([
      [{ size: '8″ x 10″' }, '8″ x 10″ / 0.75"'],
      [{ color: 'White', size: '11oz' }, '11oz / White'],
      [{ color: 'White', size: 'M' }, 'White / M'],
    ]);
    for (const product of FALLBACK_PRODUCTS) {
      expect(partnerVariant(product)?.available).toBe(true);
      expect(partnerVariant(product)?.kind).toBe(product.type);
    }
  });

  it('prints each with the sample portrait, a PNG the web app serves', () => {
    for (const product of FALLBACK_PRODUCTS) {
      expect(product.printFileUrl).toBe('/products/sample-artwork.png');
      const file = readFileSync(join(publicDir, product.printFileUrl));
      expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
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
      title: 'Coffee Mug',
      imageUrl: '/products/fallback-mug.svg',
      options: { color: 'White', size: '11oz' },
    });
    for (const product of FALLBACK_PRODUCTS) {
      expect(cartItemSchema.safeParse({ ...fallbackCartLine(product, 1), id: ID }).success).toBe(
        true,
      );
    }
    expect(findFallbackProduct('poster')).toBeUndefined();
  });

  it('prices the canvas and t-shirt lines in cents and keeps the quantity within 1 to 10', () => {
    const [canvas, , tshirt] = FALLBACK_PRODUCTS;
    if (!canvas || !tshirt) throw new Error('no products');
    expect(fallbackCartLine(canvas, 12)).toMatchObject({ price: 5999, quantity: 10 });
    expect(fallbackCartLine(tshirt, 0)).toMatchObject({
      price: 2999,
      quantity: 1,
      productType: 'tshirt',
    });
  });
});
