import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { STYLE_IDS } from '../../../../shared/styles';
import type { ArtDirection } from '../../../ports/art-engine';
import type { PersonFinder } from '../../../vision/person';
import { createLocalArtEngine, PAINT_HEIGHT, PAINT_WIDTH } from './engine';
import { blurPlane } from './ops/blur';
import { preparePortrait } from './portrait';
import { normalisedPhoto, PHOTOS, PHOTOS_DIR, PICTURE } from './testing/artwork-checks';
import { createFakePersonFinder } from './testing/fake-person-finder';

/*
 * Thresholds set from the values measured on the two fixture photos (in brackets), with room
 * for small changes to the recipes but not for the person and the scene to run together.
 */
/** Most mean difference well outside the person between two photos' renders [0.00 in all]. */
const MAX_SCENE_CHANGE = 1;
/** Least mean difference well inside the person between two photos' renders [caravaggio 21.8]. */
const MIN_PERSON_CHANGE = 10;

function render(photo: Buffer, direction: ArtDirection, finder: PersonFinder) {
  return createLocalArtEngine({ personFinder: finder }).render({
    photo,
    direction,
    gender: 'female',
  });
}

describe('the person and the scene', () => {
  // A finder that sees the same face and silhouette in any photo, so two different photos are
  // framed alike and only what lies inside the mask should differ between their artworks.
  const fixedFinder = createFakePersonFinder({ face: { x: 0.5, y: 0.4 } });
  const photos: Buffer[] = [];
  let inside: Uint8Array;
  let outside: Uint8Array;

  /** The artwork shrunk to paint size, raw RGB, to compare pixel by pixel with the mask. */
  async function atPaintSize(image: Buffer): Promise<Buffer> {
    return sharp(image).resize(PAINT_WIDTH, PAINT_HEIGHT, { fit: 'fill' }).raw().toBuffer();
  }

  function differenceWhere(a: Buffer, b: Buffer, where: Uint8Array): number {
    let sum = 0;
    let count = 0;
    for (let p = 0; p < where.length; p++) {
      if (!where[p]) continue;
      for (let c = 0; c < 3; c++) sum += Math.abs((a[p * 3 + c] ?? 0) - (b[p * 3 + c] ?? 0));
      count += 3;
    }
    return sum / count;
  }

  beforeAll(async () => {
    for (const name of PHOTOS) {
      const square = await sharp(path.join(PHOTOS_DIR, name))
        .resize(512, 512, { fit: 'fill' })
        .jpeg({ quality: 92 })
        .toBuffer();
      photos.push(square);
    }
    const portrait = await preparePortrait(
      photos[0] as Buffer,
      fixedFinder,
      PAINT_WIDTH,
      PAINT_HEIGHT,
    );
    // Well inside and well outside: the mask blurred wide, so strokes, bloom and glitches that
    // reach a little across the edge do not count.
    const spread = await blurPlane(portrait.mask, 20);
    inside = new Uint8Array(spread.data.length);
    outside = new Uint8Array(spread.data.length);
    for (let p = 0; p < spread.data.length; p++) {
      const x = (p % PAINT_WIDTH) / PAINT_WIDTH;
      const y = Math.floor(p / PAINT_WIDTH) / PAINT_HEIGHT;
      const inPicture =
        x > PICTURE.left && x < 1 - PICTURE.left && y > PICTURE.top && y < 1 - PICTURE.top;
      const m = spread.data[p] ?? 0;
      inside[p] = inPicture && m > 0.995 ? 1 : 0;
      outside[p] = inPicture && m < 0.005 ? 1 : 0;
    }
  });

  it('shows the person where the mask is and the scene where it is not, in every style', async () => {
    expect(inside.reduce((a, b) => a + b, 0)).toBeGreaterThan(20_000);
    expect(outside.reduce((a, b) => a + b, 0)).toBeGreaterThan(20_000);
    for (const styleId of STYLE_IDS) {
      const direction = { kind: 'style', styleId } as const;
      const [a, b] = await Promise.all(
        photos.map(async (photo) =>
          atPaintSize((await render(photo, direction, fixedFinder)).image),
        ),
      );
      const scene = differenceWhere(a as Buffer, b as Buffer, outside);
      const person = differenceWhere(a as Buffer, b as Buffer, inside);
      expect({
        styleId,
        scene: scene < MAX_SCENE_CHANGE,
        person: person > MIN_PERSON_CHANGE,
      }).toEqual({
        styleId,
        scene: true,
        person: true,
      });
    }
  });
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
