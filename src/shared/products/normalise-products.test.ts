import { describe, expect, it } from 'vitest';
import { partnerProducts } from '../../server/testing/partner-products';
import type { CanvasProduct, MugProduct, TshirtProduct } from '../api/products';
import type { MugDisplayProduct, TshirtDisplayProduct } from './display-product';
import {
  COMBINED_MUG_ID,
  findDisplayProduct,
  MUG_PLACEHOLDER_IMAGE,
  normaliseProducts,
} from './normalise-products';

const base = { print_provider_id: 29, blueprint_id: 12 };

const tshirt = (overrides: Partial<TshirtProduct> = {}): TshirtProduct => ({
  ...base,
  id: 'tee',
  title: 'T-Shirt',
  colors: [
    { id: 1, name: 'Black', hex: '#000000', images: ['/media/black.jpg'] },
    { id: 2, name: 'Red', hex: '#B3202C', images: ['/media/red.jpg'] },
  ],
  variantMap: {
    '10': { price: 2999, size: 'M', color: 'Black', color_id: 1, is_enabled: true },
    '11': { price: 2599, size: 'S', color: 'Black', color_id: 1, is_enabled: false },
    '12': { price: 3299, size: '2XL', color: 'Black', color_id: 1, is_enabled: true },
    '20': { price: 2999, size: 'L', color: 'Red', color_id: 2, is_enabled: false },
  },
  ...overrides,
});

const canvas = (overrides: Partial<CanvasProduct> = {}): CanvasProduct => ({
  ...base,
  id: 'canvas',
  title: 'Canvas',
  size_options: [
    {
      variant_id: 1,
      size: '16″ x 20″',
      price: 9499,
      depth: '1.25"',
      main_image: '/media/c16.jpg',
      all_images: ['/media/c16.jpg', '/media/c16b.jpg'],
      is_available: true,
    },
    {
      variant_id: 2,
      size: '8″ x 10″',
      price: 5999,
      depth: '0.75"',
      main_image: '/media/c8.jpg',
      all_images: [],
      is_available: true,
    },
  ],
  ...overrides,
});

const mug = (type: 'black' | 'white', overrides: Partial<MugProduct> = {}): MugProduct => ({
  id: `mug-${type}`,
  title: `Coffee Mug (${type === 'black' ? 'Black' : 'White'})`,
  images: [`/media/mug-${type}.jpg`],
  price: 1999,
  type,
  variant_id: type === 'black' ? 96132 : 33719,
  print_provider_id: type === 'black' ? 28 : 1,
  blueprint_id: type === 'black' ? 1151 : 68,
  ...overrides,
});

describe('normaliseProducts', () => {
  it('turns the print partner’s products into canvas, t-shirt and one combined mug', () => {
    const products = normaliseProducts(partnerProducts('job-7'));
    expect(products.map((p) => [p.type, p.id])).toEqual([
      ['canvas', 'job-7-canvas'],
      ['tshirt', 'job-7-tshirt'],
      ['coffeeMug', COMBINED_MUG_ID],
    ]);
    // The canvas starts at its cheapest available size, 8″ x 10″ at $59.99.
    expect(products[0]?.basePrice).toBe(59.99);
    expect(products[1]?.basePrice).toBe(29.99);
    expect(products[2]?.basePrice).toBe(19.99);
  });

  it('counts only enabled t-shirt variants', () => {
    const [product] = normaliseProducts([tshirt()]) as [TshirtDisplayProduct];
    expect(Object.keys(product.variantMap).sort()).toEqual(['10', '12']);
    // Red has nothing enabled, so it is not offered at all.
    expect(product.options.colors.map((c) => c.name)).toEqual(['Black']);
    expect(product.options.colors[0]?.availableSizes).toEqual(['M', '2XL']);
    expect(product.basePrice).toBe(29.99);
  });

  it('gives a colour the map says nothing about the default sizes S, M, L, XL', () => {
    const [product] = normaliseProducts([
      tshirt({
        colors: [{ id: 3, name: 'Navy', hex: '#1F2A44', images: ['/media/navy.jpg'] }],
        variantMap: {},
      }),
    ]) as [TshirtDisplayProduct];
    expect(product.options.colors[0]?.availableSizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(product.options.sizes).toEqual(['S', 'M', 'L', 'XL']);
    // With no price at all the SPEC's default t-shirt price stands.
    expect(product.basePrice).toBe(25.99);
  });

  it('prices a canvas from its lowest variant and keeps cents on the variants', () => {
    const [product] = normaliseProducts([canvas()]);
    expect(product?.type).toBe('canvas');
    expect(product?.basePrice).toBe(59.99);
    if (product?.type !== 'canvas') throw new Error('not a canvas');
    expect(product.options.variants.map((v) => v.price)).toEqual([9499, 5999]);
    expect(product.options.variants[1]?.images).toEqual(['/media/c8.jpg']);
    expect(product.options.sizes).toEqual(['16″ x 20″', '8″ x 10″']);
  });

  it('merges several mugs into one Coffee Mug whose colours keep their real products', () => {
    const [product] = normaliseProducts([mug('white'), mug('black')]) as [MugDisplayProduct];
    expect(product.id).toBe(COMBINED_MUG_ID);
    expect(product.title).toBe('Coffee Mug');
    expect(product.options.size).toBe('11oz');
    expect(product.options.colors).toEqual([
      expect.objectContaining({
        name: 'Black',
        productId: 'mug-black',
        variantId: 96132,
        printProviderId: 28,
        blueprintId: 1151,
      }),
      expect.objectContaining({
        name: 'White',
        productId: 'mug-white',
        variantId: 33719,
        printProviderId: 1,
        blueprintId: 68,
      }),
    ]);
    expect(findDisplayProduct([product], 'coffee-mug')).toBe(product);
    expect(findDisplayProduct([product], COMBINED_MUG_ID)).toBe(product);
  });

  it('keeps a single mug as it is', () => {
    const [product] = normaliseProducts([mug('white')]) as [MugDisplayProduct];
    expect(product.id).toBe('mug-white');
    expect(product.options).toEqual({ type: 'white', variant_id: 33719, size: '11oz' });
  });

  it('shows the stock picture for a mug without pictures', () => {
    const [product] = normaliseProducts([mug('white', { images: [] })]);
    expect(product?.primaryImage).toBe(MUG_PLACEHOLDER_IMAGE);
  });

  it('drops picture addresses that are not the host, https:// or a path of ours', () => {
    const risky = [
      'javascript:alert(1)',
      'http://tracker.example/x.jpg',
      '//cdn.example/x.jpg',
      'data:image/png;base64,AAAA',
      'relative.jpg',
    ];
    const keep = ['https://images.example/mug.jpg', '/media/mug.jpg'];
    const [plain] = normaliseProducts([mug('white', { images: [...risky, ...keep] })]);
    expect([plain?.primaryImage, ...(plain?.additionalImages ?? [])]).toEqual(keep);

    const host = 'http://localhost:3000';
    const [hosted] = normaliseProducts([mug('white', { images: [`${host}/media/a.jpg`] })], {
      host,
    });
    expect(hosted?.primaryImage).toBe(`${host}/media/a.jpg`);
  });

  it('recognises products by title and leaves out what it cannot read', () => {
    const products = normaliseProducts([
      { title: 'Canvas' },
      { title: 'Poster', id: 'p' },
      null,
      'T-Shirt',
      { ...mug('black'), title: 'Large Coffee Mug' },
      tshirt(),
    ]);
    expect(products.map((p) => p.type)).toEqual(['tshirt', 'coffeeMug']);
  });
});
