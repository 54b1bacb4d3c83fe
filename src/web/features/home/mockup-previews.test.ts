import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '../../../shared/api/products';
import { mockupPreviews } from './mockup-previews';

const base = { print_provider_id: 1, blueprint_id: 1 };
const TSHIRT: ApiProduct = {
  ...base,
  id: 'tee',
  title: 'T-Shirt',
  colors: [{ id: 1, name: 'White', hex: '#ffffff', images: ['/media/tee-white.jpg'] }],
  variantMap: {},
};
const WHITE_MUG: ApiProduct = {
  ...base,
  id: 'mug-white',
  title: 'Coffee Mug',
  images: ['/media/mug-white.jpg'],
  price: 1999,
  type: 'white',
  variant_id: 1,
};
const BARE_MUG: ApiProduct = { ...WHITE_MUG, id: 'mug-bare', images: [] };

describe('mock-up previews', () => {
  it('takes one picture per product, leaving out a product without any', () => {
    expect(mockupPreviews([WHITE_MUG, BARE_MUG, TSHIRT])).toEqual([
      { key: 'tee', label: 'T-shirt', src: '/media/tee-white.jpg' },
      { key: 'mug-white', label: 'White coffee mug', src: '/media/mug-white.jpg' },
    ]);
  });

  it('keeps the preview small', () => {
    const mugs = [1, 2, 3, 4, 5].map((n) => ({ ...WHITE_MUG, id: `mug-${n}` }));
    expect(mockupPreviews(mugs)).toHaveLength(4);
  });
});
