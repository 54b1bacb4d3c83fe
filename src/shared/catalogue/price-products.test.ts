import { describe, expect, it } from 'vitest';
import { buildProducts } from '../../server/adapters/local/print-partner/product-plan';
import type { CanvasProduct, MugProduct, TshirtProduct } from '../api/products';
import { SLIDESHOW_PRICES_DOLLARS } from '../constants';
import { dollarsToCents } from '../money';
import type { PartnerProduct } from './partner-products';
import { canvasPrice, MUG_PRICE, TEE_LARGE_PRICE, TEE_PRICE } from './price-list';
import { priceProducts } from './price-products';

const base = { print_provider_id: 99, blueprint_id: 6 };

const tee: PartnerProduct = {
  ...base,
  id: 'job-tshirt',
  title: 'T-Shirt',
  colors: [{ id: 1, name: 'White', hex: '#ffffff', images: ['/m/w.jpg'], availableSizes: ['M'] }],
  variantMap: {
    '11': { size: 'M', color: 'White', color_id: 1, is_enabled: true },
    '12': { size: '2XL', color: 'White', color_id: 1, is_enabled: true },
  },
};

const canvas = (sizes: string[]): PartnerProduct => ({
  ...base,
  id: 'job-canvas',
  title: 'Canvas',
  size_options: sizes.map((size, index) => ({
    variant_id: 20 + index,
    size,
    depth: '1.25"',
    main_image: '/m/c.jpg',
    all_images: ['/m/c.jpg'],
    is_available: true,
  })),
});

const mug: PartnerProduct = {
  ...base,
  id: 'job-mug-white',
  title: 'Coffee Mug (White)',
  images: ['/m/mug.jpg'],
  type: 'white',
  variant_id: 33719,
};

describe('pricing what a partner makes', () => {
  it('prices each tee variant by its size, 2XL and up costing more', () => {
    const [priced] = priceProducts([tee]) as [TshirtProduct];
    expect(priced.variantMap['11']?.price).toBe(TEE_PRICE);
    expect(priced.variantMap['12']?.price).toBe(TEE_LARGE_PRICE);
    expect(priced.colors).toEqual((tee as TshirtProduct).colors);
  });

  it('prices each canvas size by its area and drops a size it cannot read', () => {
    const [priced] = priceProducts([canvas(['8″ x 10″', 'One size', '24" x 36"'])]) as [
      CanvasProduct,
    ];
    expect(priced.size_options.map((option) => [option.size, option.price])).toEqual([
      ['8″ x 10″', canvasPrice({ width: 8, height: 10 })],
      ['24" x 36"', canvasPrice({ width: 24, height: 36 })],
    ]);
  });

  it('leaves out a canvas none of whose sizes can be priced', () => {
    expect(priceProducts([canvas(['One size']), mug]).map((product) => product.id)).toEqual([
      'job-mug-white',
    ]);
  });

  it('prices a mug at the mug’s price and keeps the partner’s order', () => {
    const priced = priceProducts([mug, tee, canvas(['12″ x 16″'])]);
    expect(priced.map((product) => product.title)).toEqual([
      'Coffee Mug (White)',
      'T-Shirt',
      'Canvas',
    ]);
    expect((priced[0] as MugProduct).price).toBe(MUG_PRICE);
  });

  it('sells the local partner’s smallest canvas at the home slideshow’s canvas price', () => {
    const products = priceProducts(buildProducts('job-1', () => ['/m/x.jpg']));
    const canvasProduct = products.find((product) => product.title === 'Canvas') as CanvasProduct;
    const cheapest = Math.min(...canvasProduct.size_options.map((option) => option.price));
    expect(cheapest).toBe(dollarsToCents(SLIDESHOW_PRICES_DOLLARS.canvas));
    const mugs = products.filter((product) => product.title.includes('Mug')) as MugProduct[];
    expect(mugs.map((product) => product.price)).toEqual([MUG_PRICE, MUG_PRICE]);
  });
});
