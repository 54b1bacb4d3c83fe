import { describe, expect, it } from 'vitest';
import { partnerProducts } from '../../testing/partner-products';
import { type PricedLine, priceLine } from '../checkout/price-lines';
import { variantChoices } from './variant-choices';

const products = partnerProducts('job-1');
const bought = (productId: string, variantId: number): PricedLine => {
  const priced = priceLine(
    { productId, variantId: String(variantId), jobId: 'job-1', quantity: 2 },
    products,
  );
  if (!priced.ok) throw new Error(`${productId} ${variantId} is not on sale`);
  return priced.line;
};

describe('what a bought line may be changed to before it goes to the partner again', () => {
  it('offers a tee’s other colours and sizes at the price paid, never 2XL or one out of stock', () => {
    const medium = bought('job-1-tshirt', 18101);
    const labels = variantChoices(medium, products).map((choice) => choice.label);
    expect(labels).toContain('Black, L');
    expect(labels).toContain('White, S');
    expect(labels).not.toContain('White, M');
    expect(labels.some((label) => label.endsWith('2XL'))).toBe(false);
    // Heather Grey in S is out at the provider.
    expect(labels).not.toContain('Heather Grey, S');
    expect(labels).toHaveLength(18);
  });

  it('prices a choice as the line, with its own options and picture, and keeps the quantity', () => {
    const line = bought('job-1-tshirt', 18101);
    const black = variantChoices(line, products).find((choice) => choice.label === 'Black, L');
    expect(black?.line).toMatchObject({
      variantId: 18054,
      unitPrice: line.unitPrice,
      quantity: 2,
      options: { color: 'Black', size: 'L' },
      productId: 'job-1-tshirt',
    });
    expect(black?.line.imageUrl).not.toBe(line.imageUrl);
  });

  it('offers nothing where every other option costs more, for a sample, or with the products gone', () => {
    expect(variantChoices(bought('job-1-canvas', 82228), products)).toEqual([]);
    expect(variantChoices(bought('job-1-tshirt', 18101), undefined)).toEqual([]);
    const sample = priceLine({ productId: 'fallback-canvas', quantity: 1 }, undefined);
    expect(sample.ok && variantChoices(sample.line, products)).toEqual([]);
  });
});
