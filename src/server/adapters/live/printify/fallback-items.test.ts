import { describe, expect, it } from 'vitest';
import { findFallbackProduct } from '../../../../shared/products/fallback-products';
import type { CatalogPlan } from './catalog-plan';
import { fallbackProductNamed, printifyItemFor } from './fallback-items';
import type { CatalogVariant } from './schemas';

const variant = (id: number, options: Record<string, string>, title?: string): CatalogVariant => ({
  id,
  title: title ?? Object.values(options).join(' / '),
  options,
});

const plan = (catalogue: Partial<Record<keyof CatalogPlan, CatalogVariant[]>>): CatalogPlan => {
  const blueprint = (kind: keyof CatalogPlan, id: number, printProviderId: number) => ({
    kind,
    blueprint: { id, title: kind },
    printProviderId,
    variants: [],
    catalogue: catalogue[kind] ?? [],
  });
  return {
    tshirt: blueprint('tshirt', 12, 29),
    canvas: blueprint('canvas', 1159, 105),
    mug: blueprint('mug', 478, 1),
  };
};

const fallback = (id: string) => {
  const product = findFallbackProduct(id);
  if (!product) throw new Error(`no ${id}`);
  return product;
};

describe('a fallback product in Printify’s catalogue', () => {
  it('is the plan’s t-shirt of the same colour and size', () => {
    const tees = plan({
      tshirt: [
        variant(1, { color: 'Black', size: 'M' }),
        variant(2, { color: 'White', size: 'S' }),
        variant(3, { color: 'white', size: 'm' }),
      ],
    });
    expect(printifyItemFor(tees, fallback('fallback-tshirt'))).toEqual({
      blueprint_id: 12,
      print_provider_id: 29,
      variant_id: 3,
    });
  });

  it('is the plan’s canvas of the same inches the right way up, read from its title if need be', () => {
    const canvases = plan({
      canvas: [
        variant(1, {}, '10″ x 8″ (Horizontal)'),
        variant(2, {}, '8″ x 10″ (Vertical)'),
        variant(3, { size: '8" x 10"' }),
      ],
    });
    expect(printifyItemFor(canvases, fallback('fallback-canvas'))?.variant_id).toBe(2);
  });

  it('is the plan’s white 11oz mug, a mug naming no colour being white', () => {
    const mugs = plan({
      mug: [variant(1, { size: '15oz', color: 'White' }), variant(2, { size: '11oz' })],
    });
    expect(printifyItemFor(mugs, fallback('fallback-mug'))).toEqual({
      blueprint_id: 478,
      print_provider_id: 1,
      variant_id: 2,
    });
  });

  it('is nothing when the chosen provider makes no such item', () => {
    const none = plan({
      tshirt: [variant(1, { color: 'White', size: 'L' })],
      canvas: [variant(2, { size: '12″ x 16″' })],
      mug: [variant(3, { size: '11oz', color: 'Black' })],
    });
    for (const id of ['fallback-tshirt', 'fallback-canvas', 'fallback-mug']) {
      expect(printifyItemFor(none, fallback(id))).toBeUndefined();
    }
  });

  it('is named by the local catalogue’s ids, all three on an order line', () => {
    const canvas = fallback('fallback-canvas');
    expect(fallbackProductNamed(canvas)).toBe(canvas);
    expect(fallbackProductNamed({ variantId: canvas.variantId })).toBe(canvas);
    expect(fallbackProductNamed({ ...canvas, blueprintId: 1159 })).toBeUndefined();
    expect(fallbackProductNamed({ variantId: 91640 })).toBeUndefined();
  });
});
