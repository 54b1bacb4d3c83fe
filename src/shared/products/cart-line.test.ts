import { describe, expect, it } from 'vitest';
import { partnerProducts } from '../../server/testing/partner-products';
import { cartItemSchema } from '../api/cart';
import { buildCartLine } from './cart-line';
import { normaliseProducts } from './normalise-products';

const [canvas, tshirt, mug] = normaliseProducts(partnerProducts('job-9'));
const ID = '0f8e3c52-1d6b-4a8e-9a3e-5c1b2d3e4f50';

function lineFor(...args: Parameters<typeof buildCartLine>) {
  const result = buildCartLine(...args);
  if (!result.ok) throw new Error(result.code);
  expect(cartItemSchema.parse({ ...result.line, id: ID })).toBeTruthy();
  return result.line;
}

describe('buildCartLine', () => {
  it('makes a t-shirt line the server can price by job, product and variant', () => {
    if (!tshirt) throw new Error('no tee');
    const line = lineFor(tshirt, { color: 'Black', size: 'L', quantity: 2 }, 'job-9');
    expect(line).toMatchObject({
      jobId: 'job-9',
      productId: 'job-9-tshirt',
      variantId: '18054',
      productType: 'tshirt',
      quantity: 2,
      price: 2999,
      title: 'T-Shirt',
      printProviderId: 29,
      blueprintId: 12,
      options: { color: 'Black', size: 'L' },
    });
    expect(line.imageUrl).toContain('tee-418');
  });

  it('makes a canvas line with its size and depth', () => {
    if (!canvas) throw new Error('no canvas');
    const line = lineFor(canvas, { size: '12″ x 16″', quantity: 1 }, 'job-9');
    expect(line).toMatchObject({
      productId: 'job-9-canvas',
      variantId: '82229',
      price: 7999,
      options: { size: '12″ x 16″', depth: '1.25"' },
    });
  });

  it('makes a mug line from the real product behind the chosen colour', () => {
    if (!mug) throw new Error('no mug');
    const line = lineFor(mug, { color: 'Black', quantity: 1 }, 'job-9');
    expect(line).toMatchObject({
      productId: 'job-9-mug-black',
      variantId: '96132',
      productType: 'coffeeMug',
      price: 1999,
      title: 'Coffee Mug',
      printProviderId: 28,
      blueprintId: 1151,
      options: { color: 'Black', size: '11oz' },
    });
  });

  it('makes a line for a single mug without a colour choice', () => {
    const [single] = normaliseProducts([partnerProducts('job-9').at(-1)]);
    if (!single) throw new Error('no mug');
    const line = lineFor(single, { quantity: 1 }, null);
    expect(line).toMatchObject({
      jobId: null,
      productId: 'job-9-mug-black',
      variantId: '96132',
      title: 'Coffee Mug',
      options: { color: 'Black', size: '11oz' },
    });
  });

  it('keeps the quantity within 1 to 10', () => {
    if (!mug) throw new Error('no mug');
    expect(lineFor(mug, { color: 'White', quantity: 25 }, 'job-9').quantity).toBe(10);
    expect(lineFor(mug, { color: 'White', quantity: 0 }, 'job-9').quantity).toBe(1);
  });

  it('refuses an incomplete or impossible choice', () => {
    if (!tshirt || !mug) throw new Error('no products');
    expect(buildCartLine(tshirt, { color: 'Heather Grey', size: 'S', quantity: 1 }, 'j')).toEqual({
      ok: false,
      code: 'incomplete_selection',
    });
    expect(buildCartLine(mug, { quantity: 1 }, 'j').ok).toBe(false);
    if (!canvas) throw new Error('no canvas');
    // 24″ x 36″ is out of stock at the partner.
    expect(buildCartLine(canvas, { size: '24″ x 36″', quantity: 1 }, 'j').ok).toBe(false);
  });
});
