import { describe, expect, it } from 'vitest';
import { MUG_PRICE, TEE_LARGE_PRICE, teePrice } from '../../../../shared/catalogue/price-list';
import { SLIDESHOW_PRICES_DOLLARS } from '../../../../shared/constants';
import { dollarsToCents } from '../../../../shared/money';
import { BLACK_MUG, CANVAS, listCatalogue, TEE, WHITE_MUG } from './catalogue';
import { findBlueprint, findVariant } from './catalogue-lookup';

const teeVariant = (colour: string, size: string) => {
  const colourId = TEE.colours.find((c) => c.name === colour)?.id;
  const variant = TEE.variants.find((v) => v.colourId === colourId && v.size === size);
  if (!variant) throw new Error(`no ${colour} ${size} tee`);
  return variant;
};

describe('catalogue lookups', () => {
  it('prices a tee by size, with 2XL costing more', () => {
    expect(findVariant(TEE.id, teeVariant('White', 'M').id)).toMatchObject({
      kind: 'tshirt',
      blueprintId: 12,
      printProviderId: 29,
      title: 'White / M',
      price: teePrice('M'),
      available: true,
    });
    expect(findVariant(TEE.id, teeVariant('Black', '2XL').id)?.price).toBe(TEE_LARGE_PRICE);
    expect(TEE_LARGE_PRICE).toBeGreaterThan(teePrice('M'));
  });

  it('reports variants the provider is out of as unavailable', () => {
    expect(findVariant(TEE.id, teeVariant('Red', '2XL').id)?.available).toBe(false);
    expect(findVariant(CANVAS.id, 82232)).toMatchObject({
      title: '24″ x 36″ / 1.25"',
      available: false,
    });
  });

  it('starts the canvas at the slideshow price and keeps mugs at the mug’s price', () => {
    const cheapest = Math.min(
      ...CANVAS.variants.map((v) => findVariant(CANVAS.id, v.id)?.price ?? 0),
    );
    expect(cheapest).toBe(dollarsToCents(SLIDESHOW_PRICES_DOLLARS.canvas));
    const mugs = [WHITE_MUG, BLACK_MUG].map((m) => findVariant(m.id, m.variants[0]?.id ?? 0));
    expect(mugs.map((m) => [m?.title, m?.price])).toEqual([
      ['11oz / White', MUG_PRICE],
      ['11oz / Black', MUG_PRICE],
    ]);
  });

  it('finds nothing for an unknown blueprint, or a variant of another blueprint', () => {
    expect(findVariant(999, teeVariant('White', 'S').id)).toBeUndefined();
    expect(findVariant(TEE.id, 82228)).toBeUndefined();
    expect(findVariant(CANVAS.id, 0)).toBeUndefined();
    expect(findBlueprint(999)).toBeUndefined();
  });

  it('lists every blueprint once, with variant ids unique across the catalogue', () => {
    const blueprints = listCatalogue();
    expect(blueprints.map((b) => b.kind).sort()).toEqual(['canvas', 'mug', 'mug', 'tshirt']);
    const ids = blueprints.flatMap((b) => b.variants.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id >= 10_000)).toBe(true);
    expect(TEE.variants).toHaveLength(TEE.colours.length * TEE.sizes.length);
  });
});
