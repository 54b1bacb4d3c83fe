import { describe, expect, it } from 'vitest';
import { partnerProducts } from '../../testing/partner-products';
import { describePriceLineFailure, priceLine } from './price-lines';

const products = partnerProducts('job-1');
const line = (productId: string, variantId?: string, quantity = 1) => ({
  productId,
  variantId,
  jobId: 'job-1',
  quantity,
});

describe('priceLine', () => {
  it('prices a t-shirt from its job’s variant map, not from what the browser says', () => {
    const priced = priceLine(line('job-1-tshirt', '18053', 2), products);
    expect(priced).toMatchObject({
      ok: true,
      line: {
        productType: 'tshirt',
        unitPrice: 2999,
        quantity: 2,
        variantId: 18053,
        options: { color: 'Black', size: 'M' },
        jobId: 'job-1',
        fallback: false,
      },
    });
  });

  it('prices each canvas size and each mug colour at its own price', () => {
    expect(priceLine(line('job-1-canvas', '82229'), products)).toMatchObject({
      ok: true,
      line: { unitPrice: 7999, productType: 'canvas' },
    });
    expect(priceLine(line('job-1-mug-black', '96132'), products)).toMatchObject({
      ok: true,
      line: { unitPrice: 1999, productType: 'coffeeMug', options: { color: 'Black' } },
    });
  });

  it('prices a fallback product from the shared list, as the variant it is made as', () => {
    const priced = priceLine({ productId: 'fallback-canvas', quantity: 3 }, undefined);
    expect(priced).toMatchObject({
      ok: true,
      line: { unitPrice: 5999, variantId: 82228, jobId: null, fallback: true, quantity: 3 },
    });
  });

  it('refuses what it cannot price, saying which line and why', () => {
    const cases = [
      [priceLine({ productId: 'job-1-tshirt', quantity: 1 }, products), 'missing_ids'],
      [priceLine(line('job-9-canvas', '82228'), products), 'unknown_product'],
      [priceLine(line('job-1-canvas', '82228'), undefined), 'unknown_product'],
      [priceLine(line('job-1-canvas', '99999'), products), 'unknown_variant'],
      [priceLine(line('job-1-canvas', '82228.5'), products), 'unknown_variant'],
      [priceLine(line('job-1-mug-black', '33719'), products), 'unknown_variant'],
      [priceLine(line('job-1-tshirt', '18540'), products), 'unavailable_variant'],
    ] as const;
    for (const [priced, code] of cases) {
      expect(priced.ok).toBe(false);
      if (priced.ok) continue;
      expect(priced.failure.code).toBe(code);
      expect(describePriceLineFailure(priced.failure)).toContain(priced.failure.productId);
    }
  });
});
