import { describe, expect, it } from 'vitest';
import { PRODUCT_QUANTITY } from '../../../shared/constants';
import { partnerProducts } from '../../testing/partner-products';
import {
  checkLineLimits,
  describeLineLimitFailure,
  MAX_CHARGE_CENTS,
  mergeLines,
} from './merge-lines';
import { type PricedLine, priceLine } from './price-lines';

const products = partnerProducts('job-1');
function priced(productId: string, variantId: string, quantity: number): PricedLine {
  const result = priceLine({ productId, variantId, jobId: 'job-1', quantity }, products);
  if (!result.ok) throw new Error(`cannot price ${productId}`);
  return result.line;
}
const tee = (quantity: number, variant = '18053') => priced('job-1-tshirt', variant, quantity);
const mug = (quantity: number) => priced('job-1-mug-black', '96132', quantity);

describe('mergeLines', () => {
  it('adds up the quantities of the same product, variant and artwork, in first-seen order', () => {
    const merged = mergeLines([tee(2), mug(1), tee(3), mug(4)]);
    expect(merged.map((line) => [line.productId, line.quantity])).toEqual([
      ['job-1-tshirt', 5],
      ['job-1-mug-black', 5],
    ]);
  });

  it('keeps another option of the same product as its own line', () => {
    const smallCanvas = priced('job-1-canvas', '82228', 1);
    const otherSize = products
      .flatMap((product) => ('size_options' in product ? product.size_options : []))
      .find((option) => option.variant_id !== 82228);
    const other = priced('job-1-canvas', String(otherSize?.variant_id), 1);
    expect(mergeLines([smallCanvas, other, smallCanvas]).map((line) => line.quantity)).toEqual([
      2, 1,
    ]);
  });
});

describe('checkLineLimits', () => {
  it('takes up to the product page’s quantity on a line', () => {
    expect(checkLineLimits([tee(PRODUCT_QUANTITY.max)], 0)).toBeNull();
  });

  it('refuses a merged line past the product page’s quantity, naming the item', () => {
    const failure = checkLineLimits(mergeLines([tee(6), tee(6)]), 0);
    expect(failure).toEqual({ code: 'quantity_over_cap', productId: 'job-1-tshirt', quantity: 12 });
    expect(describeLineLimitFailure(failure ?? { code: 'total_over_cap', total: 0 })).toBe(
      'Item job-1-tshirt comes to 12 in your cart; at most 10 of one item can be ordered at once.',
    );
  });

  it('refuses a total past the processor’s largest charge, and takes it exactly', () => {
    expect(checkLineLimits([mug(1)], MAX_CHARGE_CENTS)).toBeNull();
    const failure = checkLineLimits([mug(1)], MAX_CHARGE_CENTS + 1);
    expect(failure).toEqual({ code: 'total_over_cap', total: 100_000_000 });
    expect(describeLineLimitFailure(failure ?? { code: 'total_over_cap', total: 0 })).toContain(
      '$999,999.99',
    );
  });
});
