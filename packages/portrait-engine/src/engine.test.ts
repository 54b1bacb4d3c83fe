import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalArtEngine } from './index';
import type { FacePlace } from './layout';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { correlation, meanAbsoluteDifference, type Thumbnail, thumbnail } from './pixel-metrics';
import { type Portrait, preparePortrait } from './portrait';
import { rasterToSharp } from './raster';
import { ARTWORK, borderStep, normalisedPhoto, PHOTOS } from './testing/artwork-checks';
import { createFakePersonFinder } from './testing/fake-person-finder';
import { type ArtDirection, type Artwork, STYLE_IDS, type StyleId } from './vocabulary';

/*
 * Thresholds, each set from the values measured on the two fixture photos (in brackets), with
 * room for small changes to the recipes but not for two styles to converge.
 */
/**
 * Least mean difference (0..255) between two styles' artworks, as 64 x 64 thumbnails
 * [closest pair: wizard and cyberpunk, 34.9; the next, caravaggio and raider, 38.3]. Two styles
 * sharing a scene, costume or grade would fall well under it.
 */
const MIN_STYLE_DIFFERENCE = 20;
/**
 * Most brightness step between neighbouring lines parallel to an edge, near the edges (see
 * `borderStep`) [the framed engine: 31 to 239 grey levels; painted edge to edge: at most 10].
 */
const MAX_BORDER_STEP = 20;
/** Most mean saturation of a charcoal description's artwork [0.05; a watercolour's 0.39]. */
const MAX_CHARCOAL_SATURATION = 0.12;
/** Least mean saturation of a pop-art description's artwork [0.75; the Royal Portrait's 0.64]. */
const MIN_POP_ART_SATURATION = 0.6;
/** Least correlation of the artwork's face with the photo's [lowest: caravaggio 0.75, lit from one side]. */
const MIN_FACE_LIKENESS = 0.7;

const skinFinder = createFakePersonFinder();
const engine = createLocalArtEngine({ personFinder: skinFinder });
/** Artwork painted by the first tests, by photo and style, for later tests to compare with. */
const painted = new Map<string, Buffer>();

function render(photo: Buffer, direction: ArtDirection) {
  return engine.render({ photo, direction, gender: 'female' });
}

/**
 * The face from the brows to below the mouth, as a 64 x 64 grey thumbnail: the forehead may be
 * under a crown or a hat brim.
 */
async function faceRegion(image: Buffer, face: FacePlace, width: number, height: number) {
  const r = face.radius * width;
  const left = Math.max(0, Math.round(face.x * width - r * 0.5));
  const top = Math.max(0, Math.round(face.y * height - r * 0.45));
  const region = { left, top, width: Math.round(r), height: Math.round(r * 1.2) };
  return sharp(image).extract(region).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
}

function portraitPng(portrait: Portrait): Promise<Buffer> {
  return rasterToSharp(portrait.photo).png().toBuffer();
}

/** Mean saturation (HSV, 0..1) of a colour thumbnail's pixels that are not near black. */
function saturation({ data, channels }: Thumbnail): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < data.length; i += channels) {
    const rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    const most = Math.max(...rgb);
    if (most <= 40) continue;
    sum += (most - Math.min(...rgb)) / most;
    count++;
  }
  return sum / count;
}

describe.each(PHOTOS)('the local art engine on %s', (name) => {
  let photo: Buffer;
  let portrait: Portrait;
  let reference: Buffer;
  const artworks = new Map<StyleId, Buffer>();
  const subjects = new Map<StyleId, Artwork['subject']>();

  beforeAll(async () => {
    photo = await normalisedPhoto(name);
    // The photo as the engine frames it, to compare like with like.
    portrait = await preparePortrait(photo, skinFinder, PAINT_WIDTH, PAINT_HEIGHT);
    reference = await portraitPng(portrait);
    for (const styleId of STYLE_IDS) {
      const { image, subject } = await render(photo, { kind: 'style', styleId });
      artworks.set(styleId, image);
      subjects.set(styleId, subject);
      painted.set(`${name}:${styleId}`, image);
    }
  });

  it('paints every style as a JPEG at least 1536 px on its long side', async () => {
    for (const image of artworks.values()) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeGreaterThanOrEqual(1536);
    }
    const artwork = await render(photo, { kind: 'style', styleId: 'caravaggio' });
    expect(artwork.contentType).toBe('image/jpeg');
    expect([artwork.width, artwork.height]).toEqual([1232, 1536]);
  });

  it('changes the whole photo in every style', async () => {
    const photoColour = await thumbnail(reference, 128, 160, 'colour');
    for (const [styleId, image] of artworks) {
      const whole = meanAbsoluteDifference(await thumbnail(image, 128, 160, 'colour'), photoColour);
      expect({ styleId, whole: whole > 20 }).toEqual({ styleId, whole: true });
    }
  });

  it('paints every style edge to edge, with no frame drawn round it', async () => {
    for (const [styleId, image] of artworks) {
      const step = await borderStep(image);
      expect({ styleId, framed: step > MAX_BORDER_STEP }).toEqual({ styleId, framed: false });
    }
  });

  it('says where the face is, so products can be cut round it', async () => {
    const { x, y, radius } = portrait.face;
    for (const [styleId, subject] of subjects) {
      if (!subject) throw new Error(`${styleId} gave no subject`);
      // The face's centre is inside the box, and the box is about the face's size.
      expect(x).toBeGreaterThan(subject.x);
      expect(x).toBeLessThan(subject.x + subject.width);
      expect(y).toBeGreaterThan(subject.y);
      expect(y).toBeLessThan(subject.y + subject.height);
      expect(subject.width).toBeGreaterThan(radius);
      expect(subject.width).toBeLessThan(radius * 4);
    }
  });

  it('keeps the face recognisable in every style', async () => {
    const photoFace = await faceRegion(reference, portrait.face, PAINT_WIDTH, PAINT_HEIGHT);
    for (const [styleId, image] of artworks) {
      const face = await faceRegion(image, portrait.face, ARTWORK.width, ARTWORK.height);
      const likeness = correlation(face, photoFace);
      expect({ styleId, likeness: likeness > MIN_FACE_LIKENESS }).toEqual({
        styleId,
        likeness: true,
      });
    }
  });

  it('paints every style clearly unlike every other', async () => {
    const looks = new Map<StyleId, Thumbnail>();
    for (const [styleId, image] of artworks) {
      looks.set(styleId, await thumbnail(image, 64, 64, 'colour'));
    }
    for (const [a, lookA] of looks) {
      for (const [b, lookB] of looks) {
        if (a >= b) continue;
        const difference = meanAbsoluteDifference(lookA, lookB);
        expect({ a, b, apart: difference > MIN_STYLE_DIFFERENCE }).toEqual({ a, b, apart: true });
      }
    }
  });
});

describe('determinism', () => {
  it('gives byte-identical artwork for the same photo and style, cold or warm', async () => {
    const name = PHOTOS[1] as string;
    const photo = await normalisedPhoto(name);
    for (const styleId of STYLE_IDS) {
      const direction = { kind: 'style', styleId } as const;
      const first = painted.get(`${name}:${styleId}`) ?? (await render(photo, direction)).image;
      const again = (await render(photo, direction)).image;
      expect({ styleId, same: again.equals(first) }).toEqual({ styleId, same: true });
    }
  });
});

describe('custom descriptions', () => {
  const descriptions = [
    'a watercolour of me as a queen in a spring garden',
    'charcoal sketch, stormy night at sea',
    'pop art astronaut in space',
    'something lovely',
  ];
  const looks = new Map<string, Thumbnail>();
  let royal: Thumbnail;

  beforeAll(async () => {
    const photo = await normalisedPhoto(PHOTOS[0] as string);
    for (const prompt of descriptions) {
      const { image } = await render(photo, { kind: 'custom', prompt });
      looks.set(prompt, await thumbnail(image, 64, 64, 'colour'));
    }
    const style = await render(photo, { kind: 'style', styleId: 'royal_oil_paint' });
    royal = await thumbnail(style.image, 64, 64, 'colour');
  });

  it('paints each description clearly unlike the others, and none as the Royal Portrait', () => {
    const all = [...looks];
    for (const [a, lookA] of all) {
      const fromRoyal = meanAbsoluteDifference(lookA, royal);
      expect({ a, royal: fromRoyal > MIN_STYLE_DIFFERENCE }).toEqual({ a, royal: true });
      for (const [b, lookB] of all) {
        if (a >= b) continue;
        const apart = meanAbsoluteDifference(lookA, lookB);
        expect({ a, b, apart: apart > MIN_STYLE_DIFFERENCE }).toEqual({ a, b, apart: true });
      }
    }
  });

  it('paints charcoal nearly without colour and pop art strongly saturated', () => {
    const charcoal = saturation(looks.get(descriptions[1] as string) as Thumbnail);
    const popArt = saturation(looks.get(descriptions[2] as string) as Thumbnail);
    expect(charcoal).toBeLessThan(MAX_CHARCOAL_SATURATION);
    expect(popArt).toBeGreaterThan(MIN_POP_ART_SATURATION);
  });
});

describe('bad photos', () => {
  it('rejects bytes that are not an image', async () => {
    await expect(
      render(Buffer.from('not a photo'), { kind: 'style', styleId: 'royal_oil_paint' }),
    ).rejects.toThrow();
  });
});
