import type { PersonFinder } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalArtEngine } from './engine';
import { headGeometry } from './head';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { preparePortrait } from './portrait';
import { rasterToSharp } from './raster';
import { normalisedPhoto, PHOTOS, photoStructureUnderChin } from './testing/artwork-checks';
import { createFakePersonFinder } from './testing/fake-person-finder';
import { type ArtDirection, STYLE_IDS } from './vocabulary';

/**
 * Most correlation between what changes from a photo to its negative and what changes between
 * their artworks, under the chin (see `photoStructureUnderChin`) [the engine that carried the
 * photo's body into the picture: 0.42 to 0.63; a drawn costume: 0.08 to 0.10, the neck's skin
 * tone following the face]. Halfway leaves room for either to move a little, not to meet.
 */
const MAX_PHOTO_STRUCTURE = 0.25;

function render(photo: Buffer, direction: ArtDirection, finder: PersonFinder) {
  return createLocalArtEngine({ personFinder: finder }).render({
    photo,
    direction,
    gender: 'female',
  });
}

describe.each(PHOTOS)('the head on a drawn costume, on %s', (name) => {
  // The same face and silhouette in the photo and its negative, so both are framed alike.
  const finder = createFakePersonFinder({ face: { x: 0.5, y: 0.4 } });
  let photo: Buffer;
  let negative: Buffer;
  let framed: Buffer;
  let framedNegative: Buffer;
  let head: ReturnType<typeof headGeometry>;

  beforeAll(async () => {
    photo = await normalisedPhoto(name);
    negative = await sharp(photo).negate({ alpha: false }).jpeg({ quality: 92 }).toBuffer();
    const [portrait, negativePortrait] = await Promise.all(
      [photo, negative].map((image) => preparePortrait(image, finder, PAINT_WIDTH, PAINT_HEIGHT)),
    );
    if (!portrait || !negativePortrait) throw new Error('no portrait');
    head = headGeometry(portrait.placed, portrait.mask);
    framed = await rasterToSharp(portrait.photo).png().toBuffer();
    framedNegative = await rasterToSharp(negativePortrait.photo).png().toBuffer();
  });

  it.each(STYLE_IDS)(
    'keeps nothing of the photo below the chin in %s: the costume is there',
    async (styleId) => {
      const direction = { kind: 'style', styleId } as const;
      const [artwork, negativeArtwork] = await Promise.all(
        [photo, negative].map(async (image) => (await render(image, direction, finder)).image),
      );
      if (!artwork || !negativeArtwork) throw new Error('no artwork');
      const structure = await photoStructureUnderChin(
        { photo: framed, negative: framedNegative, artwork, negativeArtwork },
        head,
      );
      expect(structure).toBeLessThan(MAX_PHOTO_STRUCTURE);
    },
  );
});

describe('photos the vision models make little of', () => {
  const cases: [string, PersonFinder][] = [
    ['no face', createFakePersonFinder({ face: 'none' })],
    ['an empty mask', createFakePersonFinder({ mask: 'empty' })],
    ['a full mask', createFakePersonFinder({ mask: 'full' })],
    ['no face and an empty mask', createFakePersonFinder({ face: 'none', mask: 'empty' })],
  ];

  it.each(cases)('still paints a portrait with %s', async (_, finder) => {
    const photo = await normalisedPhoto(PHOTOS[0] as string);
    const artwork = await render(photo, { kind: 'style', styleId: 'royal_oil_paint' }, finder);
    const meta = await sharp(artwork.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1232, 1536]);
  });
});
