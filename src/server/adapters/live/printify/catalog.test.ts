import { describe, expect, it } from 'vitest';
import { canvasPrice, MUG_PRICE, teePrice } from '../../../../shared/catalogue/price-list';
import {
  findCanvasBlueprint,
  findMugBlueprint,
  offerCanvasVariants,
  offerMugVariants,
  offerTshirtVariants,
} from './catalog';
import type { CatalogVariant } from './schemas';

const bp = (id: number, title: string) => ({ id, title });
const variant = (id: number, options: Record<string, string>): CatalogVariant => ({
  id,
  title: Object.values(options).join(' / '),
  options,
});

describe('finding blueprints by title', () => {
  const catalogue = [
    bp(12, 'Unisex Jersey Short Sleeve Tee'),
    bp(50, 'Canvas Gallery Wraps'),
    bp(1159, 'Matte Canvas, Stretched, 0.75"'),
    bp(1160, 'Matte Canvas, Stretched, 1.25" Premium'),
    bp(1500, 'Canvas Tote Bag, Stretched Handles'),
    bp(68, 'Mug 11oz'),
    bp(425, 'Mug 15oz'),
    bp(478, 'Accent Coffee Mug, 11oz'),
    bp(1018, 'Enamel Camping Mug, 11oz'),
    bp(70, 'Travel Mug 11oz'),
  ];

  it('prefers a stretched canvas, the plainest title first, and skips totes', () => {
    expect(findCanvasBlueprint(catalogue)?.id).toBe(1159);
  });

  it('falls back to a gallery wrap when no stretched canvas exists', () => {
    expect(findCanvasBlueprint(catalogue.filter((b) => !/Stretched/.test(b.title)))?.id).toBe(50);
  });

  it('picks the plainest 11oz mug and never a travel, enamel or 15oz one', () => {
    expect(findMugBlueprint(catalogue)?.id).toBe(68);
    expect(findMugBlueprint(catalogue.filter((b) => b.id !== 68))?.id).toBe(478);
    expect(findMugBlueprint([bp(425, 'Mug 15oz'), bp(70, 'Travel Mug 11oz')])).toBeUndefined();
  });
});

describe('choosing what to sell of a blueprint', () => {
  it('offers t-shirts in S to 3XL at the price list’s prices, preferred colours first', () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];
    const colours = ['Mauve', 'Black', 'White'];
    const variants = colours.flatMap((color, c) =>
      sizes.map((size, s) => variant(c * 100 + s, { color, size })),
    );
    const offered = offerTshirtVariants(variants);
    // White (200s), then Black (100s), then the rest; XS (s=0) and 4XL (s=7) left out.
    expect(offered.map((v) => v.id)).toEqual([
      201, 202, 203, 204, 205, 206, 101, 102, 103, 104, 105, 106, 1, 2, 3, 4, 5, 6,
    ]);
    expect(offered.slice(0, 6).map((v) => v.price)).toEqual(
      ['S', 'M', 'L', 'XL', '2XL', '3XL'].map(teePrice),
    );
  });

  it('keeps a t-shirt within Printify’s 100-variant limit by dropping whole colours', () => {
    const variants = Array.from({ length: 30 }, (_, c) =>
      ['S', 'M', 'L', 'XL'].map((size, s) => variant(c * 10 + s, { color: `Colour ${c}`, size })),
    ).flat();
    const offered = offerTshirtVariants(variants);
    expect(offered).toHaveLength(100);
    expect(new Set(offered.map((v) => Math.floor(v.id / 10))).size).toBe(25);
  });

  it('offers portrait and square canvases once per size, priced by size', () => {
    const offered = offerCanvasVariants([
      variant(1, { size: '8″ x 10″ (Vertical)' }),
      variant(2, { size: '10″ x 8″ (Horizontal)' }),
      variant(3, { size: '12″ x 12″ (Square)' }),
      variant(4, { size: '8″ x 10″ (Vertical)', depth: '1.25"' }),
      variant(5, { size: 'Custom' }),
    ]);
    expect(offered).toEqual([
      { id: 1, price: canvasPrice({ width: 8, height: 10 }) },
      { id: 3, price: canvasPrice({ width: 12, height: 12 }) },
    ]);
  });

  it('offers one 11oz white and one black mug at the mug’s price', () => {
    const offered = offerMugVariants([
      variant(1, { size: '15oz', color: 'White' }),
      variant(2, { size: '11oz', color: 'Red' }),
      variant(3, { size: '11oz', color: 'Black' }),
      variant(4, { size: '11oz', color: 'White' }),
      variant(5, { size: '11oz', color: 'Black' }),
    ]);
    expect(offered).toEqual([
      { id: 3, price: MUG_PRICE },
      { id: 4, price: MUG_PRICE },
    ]);
  });

  it('takes a mug that names no colour as the white mug', () => {
    expect(offerMugVariants([variant(33719, { size: '11oz' })])).toEqual([
      { id: 33719, price: MUG_PRICE },
    ]);
  });
});
