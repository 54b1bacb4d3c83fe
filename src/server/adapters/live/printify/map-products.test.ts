import { describe, expect, it } from 'vitest';
import { partnerProductSchema } from '../../../../shared/catalogue/partner-products';
import { toCanvasProduct, toMugProducts, toTshirtProduct } from './map-products';
import type { PrintifyProduct } from './schemas';

const mockup = (src: string, variant_ids: number[], position = 'front', is_default = false) => ({
  src,
  variant_ids,
  position,
  is_default,
});
const variant = (id: number, options: number[], price: number, extra = {}) => ({
  id,
  price,
  title: `variant ${id}`,
  is_enabled: true,
  options,
  ...extra,
});

const tee: PrintifyProduct = {
  id: 'tee1',
  title: 'Masterpiece Me T-Shirt',
  blueprint_id: 12,
  print_provider_id: 29,
  options: [
    {
      name: 'Colors',
      type: 'color',
      values: [
        { id: 521, title: 'White', colors: ['#FFFFFF'] },
        { id: 418, title: 'Black', colors: ['#000000'] },
      ],
    },
    {
      name: 'Sizes',
      type: 'size',
      values: [
        { id: 14, title: 'S' },
        { id: 15, title: 'M' },
        { id: 18, title: '2XL' },
      ],
    },
  ],
  variants: [
    variant(101, [521, 18], 3299),
    variant(102, [521, 14], 2999),
    variant(103, [418, 15], 2999, { is_available: false }),
    variant(104, [418, 14], 2999),
    variant(105, [418, 15], 2999, { is_enabled: false }),
  ],
  images: [
    mockup('white-back.jpg', [101, 102], 'back'),
    mockup('white-front.jpg', [101, 102], 'front', true),
    mockup('black-front.jpg', [103, 104]),
  ],
};

describe('toTshirtProduct', () => {
  const product = toTshirtProduct(tee);

  it('is a valid API t-shirt titled T-Shirt', () => {
    expect(partnerProductSchema.parse(product)).toEqual(product);
    expect(product).toMatchObject({
      id: 'tee1',
      title: 'T-Shirt',
      blueprint_id: 12,
      print_provider_id: 29,
    });
  });

  it('maps each enabled variant with its colour and size, unpriced; out of stock is disabled', () => {
    expect(product.variantMap).toEqual({
      '101': { size: '2XL', color: 'White', color_id: 521, is_enabled: true },
      '102': { size: 'S', color: 'White', color_id: 521, is_enabled: true },
      '103': { size: 'M', color: 'Black', color_id: 418, is_enabled: false },
      '104': { size: 'S', color: 'Black', color_id: 418, is_enabled: true },
    });
  });

  it('lists colours with their swatch, own mock-ups (title image first) and sizes in order', () => {
    expect(product.colors).toEqual([
      {
        id: 521,
        name: 'White',
        hex: '#FFFFFF',
        images: ['white-front.jpg', 'white-back.jpg'],
        availableSizes: ['S', '2XL'],
      },
      {
        id: 418,
        name: 'Black',
        hex: '#000000',
        images: ['black-front.jpg'],
        availableSizes: ['S'],
      },
    ]);
  });
});

describe('toCanvasProduct', () => {
  const canvas: PrintifyProduct = {
    id: 'can1',
    title: 'Masterpiece Me Canvas',
    blueprint_id: 1159,
    print_provider_id: 105,
    options: [
      {
        name: 'Sizes',
        type: 'size',
        values: [
          { id: 1, title: '16″ x 20″ (Vertical)' },
          { id: 2, title: '8″ x 10″ (Vertical)' },
        ],
      },
    ],
    variants: [variant(91, [1], 9499), variant(92, [2], 5999)],
    images: [
      mockup('c91-a.jpg', [91]),
      mockup('c92-a.jpg', [92], 'other'),
      mockup('c92-b.jpg', [92]),
    ],
  };

  it('lists sizes smallest first with mock-ups and the depth named in the blueprint title', () => {
    const product = toCanvasProduct(canvas, 'Matte Canvas, Stretched, 0.75"');
    expect(partnerProductSchema.parse(product)).toEqual(product);
    expect(product.title).toBe('Canvas');
    expect(product.size_options).toEqual([
      {
        variant_id: 92,
        size: '8″ x 10″',
        depth: '0.75"',
        main_image: 'c92-b.jpg',
        all_images: ['c92-b.jpg', 'c92-a.jpg'],
        is_available: true,
      },
      {
        variant_id: 91,
        size: '16″ x 20″',
        depth: '0.75"',
        main_image: 'c91-a.jpg',
        all_images: ['c91-a.jpg'],
        is_available: true,
      },
    ]);
  });

  it('prefers a depth option of the variant over the title', () => {
    const withDepth: PrintifyProduct = {
      ...canvas,
      options: [
        ...canvas.options,
        { name: 'Depth', type: 'depth', values: [{ id: 9, title: '1.25"' }] },
      ],
      variants: [variant(92, [2, 9], 5999)],
    };
    expect(toCanvasProduct(withDepth, 'Canvas Gallery Wraps').size_options[0]?.depth).toBe('1.25"');
  });
});

describe('toMugProducts', () => {
  const mug = (options: PrintifyProduct['options'], variants: PrintifyProduct['variants']) => ({
    id: 'mug1',
    title: 'Masterpiece Me Coffee Mug',
    blueprint_id: 478,
    print_provider_id: 1,
    options,
    variants,
    images: [mockup('white.jpg', [1]), mockup('black.jpg', [2])],
  });

  it('makes a white and a black mug from one product, each with its variant and mock-ups', () => {
    const colours = [
      {
        name: 'Colors',
        type: 'color',
        values: [
          { id: 30, title: 'Black', colors: ['#000000'] },
          { id: 31, title: 'White', colors: ['#FFFFFF'] },
        ],
      },
    ];
    const mugs = toMugProducts(mug(colours, [variant(2, [30], 1999), variant(1, [31], 1999)]));
    for (const product of mugs) expect(partnerProductSchema.parse(product)).toEqual(product);
    expect(
      mugs.map(({ title, type, variant_id, images }) => ({ title, type, variant_id, images })),
    ).toEqual([
      {
        title: 'Coffee Mug (White)',
        type: 'white',
        variant_id: 1,
        images: ['white.jpg'],
      },
      {
        title: 'Coffee Mug (Black)',
        type: 'black',
        variant_id: 2,
        images: ['black.jpg'],
      },
    ]);
  });

  it('makes only the white mug when the blueprint names no colour', () => {
    const sizes = [{ name: 'Sizes', type: 'size', values: [{ id: 1189, title: '11oz' }] }];
    const mugs = toMugProducts(mug(sizes, [variant(1, [1189], 1999)]));
    expect(mugs.map((m) => m.title)).toEqual(['Coffee Mug (White)']);
  });
});
