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

  it('offers the partner’s tee only in the colour and size pairs it makes, smallest first', () => {
    const tee = normaliseProducts(partnerProducts('job-7'))[1] as TshirtDisplayProduct;
    expect(tee.options.colors.map((c) => c.name)).toEqual([
      'White',
      'Black',
      'Navy',
      'Heather Grey',
      'Red',
    ]);
    expect(tee.options.sizes).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    const sizesOf = (name: string) =>
      tee.options.colors.find((c) => c.name === name)?.availableSizes;
    expect(sizesOf('Heather Grey')).toEqual(['M', 'L', 'XL', '2XL']);
    expect(sizesOf('Red')).toEqual(['S', 'M', 'L', 'XL']);
    // Heather Grey S and Red 2XL are disabled: not in the map, so never sold.
    expect(tee.variantMap['18540']).toBeUndefined();
    expect(tee.variantMap['18092']).toBeUndefined();
    expect(Object.keys(tee.variantMap)).toHaveLength(23);
    expect(tee.primaryImage).toBe('/media/mockups/job-7/tee-521-front.jpg');
  });

  it('shows the combined partner mug in black first, with both colours’ pictures', () => {
    const mugs = normaliseProducts(partnerProducts('job-7'))[2] as MugDisplayProduct;
    expect(mugs.title).toBe('Coffee Mug');
    expect(mugs.options.type).toBe('black');
    expect(mugs.options.variant_id).toBe(96132);
    expect(mugs.options.colors?.map((c) => [c.name, c.productId])).toEqual([
      ['Black', 'job-7-mug-black'],
      ['White', 'job-7-mug-white'],
    ]);
    expect(mugs.description).toContain('black');
    expect([mugs.primaryImage, ...mugs.additionalImages]).toHaveLength(4);
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

  it('orders sizes S, M, L, XL, 2XL whatever order they come in', () => {
    const [product] = normaliseProducts([
      tshirt({
        variantMap: {
          '1': { price: 3299, size: '2XL', color: 'Black', color_id: 1, is_enabled: true },
          '2': { price: 2999, size: 'L', color: 'Black', color_id: 1, is_enabled: true },
          '3': { price: 2999, size: 'S', color: 'Red', color_id: 2, is_enabled: true },
          '4': { price: 2999, size: 'XL', color: 'Red', color_id: 2, is_enabled: true },
        },
      }),
    ]) as [TshirtDisplayProduct];
    expect(product.options.sizes).toEqual(['S', 'L', 'XL', '2XL']);
    expect(product.options.colors[0]?.availableSizes).toEqual(['L', '2XL']);
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

  it('prices a canvas from its available sizes, or from all when none is available', () => {
    const cheapSoldOut = canvas({
      size_options: canvas().size_options.map((option) => ({
        ...option,
        is_available: option.variant_id !== 2,
      })),
    });
    expect(normaliseProducts([cheapSoldOut])[0]?.basePrice).toBe(94.99);
    const allSoldOut = canvas({
      size_options: canvas().size_options.map((option) => ({ ...option, is_available: false })),
    });
    expect(normaliseProducts([allSoldOut])[0]?.basePrice).toBe(59.99);
  });

  it('puts the canvas first, then the t-shirt, then the mug', () => {
    const products = normaliseProducts([mug('white'), tshirt(), canvas()]);
    expect(products.map((p) => p.type)).toEqual(['canvas', 'tshirt', 'coffeeMug']);
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

  it('sells an unpriced mug at the default mug price', () => {
    const [product] = normaliseProducts([mug('white', { price: 0 })]);
    expect(product?.basePrice).toBe(19.99);
  });

  it('leaves out a t-shirt or canvas with no picture it may show', () => {
    const imageless = normaliseProducts([
      canvas({
        size_options: canvas().size_options.map((option) => ({
          ...option,
          main_image: 'http://tracker.example/c.jpg',
          all_images: [],
        })),
      }),
      tshirt({
        colors: tshirt().colors.map((color) => ({
          ...color,
          images: ['data:image/png;base64,AA'],
        })),
      }),
      mug('white'),
    ]);
    expect(imageless.map((p) => p.type)).toEqual(['coffeeMug']);
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

    const images = [`${host}/media/a.jpg`, `${host}.evil.example/a.jpg`, '/\\evil.example/a.jpg'];
    const [withHost] = normaliseProducts([mug('white', { images })], { host });
    expect([withHost?.primaryImage, ...(withHost?.additionalImages ?? [])]).toEqual([images[0]]);
    // Without the host an http:// address of ours is as unsafe as anyone's.
    const [withoutHost] = normaliseProducts([mug('white', { images })]);
    expect(withoutHost?.primaryImage).toBe(MUG_PLACEHOLDER_IMAGE);
  });

  it('shows each picture once, the first as the main one', () => {
    const [product] = normaliseProducts([
      mug('white', { images: ['/media/a.jpg', '/media/b.jpg', '/media/a.jpg'] }),
    ]);
    expect(product?.primaryImage).toBe('/media/a.jpg');
    expect(product?.additionalImages).toEqual(['/media/b.jpg']);
  });

  it('recognises products by title and leaves out what it cannot read', () => {
    const products = normaliseProducts([
      { title: 'Canvas' },
      { ...canvas(), title: 'Poster' },
      { ...tshirt(), colors: 'White' },
      null,
      42,
      'T-Shirt',
      { ...mug('black'), title: 'Large Coffee Mug' },
      tshirt(),
    ]);
    expect(products.map((p) => p.type)).toEqual(['tshirt', 'coffeeMug']);
  });
});
