import { describe, expect, it } from 'vitest';
import { BLACK_MUG, CANVAS, listCatalogue, TEE, WHITE_MUG } from './catalogue';
import { findBlueprint, findVariant } from './catalogue-lookup';

const teeVariant = (colour: string, size: string) => {
  const colourId = TEE.colours.find((c) => c.name === colour)?.id;
  const variant = TEE.variants.find((v) => v.colourId === colourId && v.size === size);
  if (!variant) throw new Error(`no ${colour} ${size} tee`);
  return variant;
};

describe('catalogue lookups', () => {
  it('names a tee variant by colour and size, with who makes it', () => {
    expect(findVariant(TEE.id, teeVariant('White', 'M').id)).toEqual({
      kind: 'tshirt',
      blueprintId: 12,
      printProviderId: 29,
      variantId: teeVariant('White', 'M').id,
      title: 'White / M',
      available: true,
    });
  });

  it('reports variants the provider is out of as unavailable', () => {
    expect(findVariant(TEE.id, teeVariant('Red', '2XL').id)?.available).toBe(false);
    expect(findVariant(CANVAS.id, 82232)).toMatchObject({
      title: '24″ x 36″ / 1.25"',
      available: false,
    });
  });

  it('names the mugs by size and colour', () => {
    const mugs = [WHITE_MUG, BLACK_MUG].map((m) => findVariant(m.id, m.variants[0]?.id ?? 0));
    expect(mugs.map((m) => m?.title)).toEqual(['11oz / White', '11oz / Black']);
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
