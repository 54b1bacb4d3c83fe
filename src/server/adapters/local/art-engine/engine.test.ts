import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { STYLE_IDS, type StyleId } from '../../../../shared/styles';
import type { ArtDirection } from '../../../ports/art-engine';
import { createLocalArtEngine, renderSamplePortrait } from './index';
import { correlation, meanAbsoluteDifference, type Thumbnail, thumbnail } from './pixel-metrics';
import { preparePhoto } from './prepare';
import { rasterToSharp } from './raster';

const PHOTOS_DIR = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/photos');
const PHOTOS = ['single_grace_hopper_512x512.jpg', 'single_woman_smiling_698x790.png'];

const engine = createLocalArtEngine();
/** Artwork painted by the first tests, by photo and style, for later tests to compare with. */
const painted = new Map<string, Buffer>();

/** As the upload step hands photos over: upright, fitted inside 2048 px, JPEG. */
async function normalisedPhoto(name: string): Promise<Buffer> {
  return sharp(path.join(PHOTOS_DIR, name))
    .rotate()
    .resize(2048, 2048, { fit: 'inside' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function render(photo: Buffer, direction: ArtDirection) {
  return engine.render({ photo, direction, gender: 'female' });
}

/** The picture inside any frame: the middle of the artwork. */
function middle(image: Buffer, width: number, height: number): Promise<Buffer> {
  const box = { left: Math.round(width * 0.2), top: Math.round(height * 0.15) };
  return sharp(image)
    .extract({ ...box, width: width - 2 * box.left, height: height - 2 * box.top })
    .png()
    .toBuffer();
}

/** Where the engine expects the face: a box around the upper middle. */
async function faceRegion(image: Buffer, width: number, height: number): Promise<Uint8Array> {
  const box = { left: Math.round(width * 0.25), top: Math.round(height * 0.17) };
  const region = { ...box, width: Math.round(width * 0.5), height: Math.round(height * 0.42) };
  return sharp(image).extract(region).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
}

describe.each(PHOTOS)('the local art engine on %s', (name) => {
  let photo: Buffer;
  let reference: Buffer;
  const artworks = new Map<StyleId, Buffer>();

  beforeAll(async () => {
    photo = await normalisedPhoto(name);
    // The photo as the engine frames it, to compare like with like.
    reference = await rasterToSharp(await preparePhoto(photo, 616, 768))
      .png()
      .toBuffer();
    for (const styleId of STYLE_IDS) {
      const { image } = await render(photo, { kind: 'style', styleId });
      artworks.set(styleId, image);
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

  it('changes the whole photo and the picture inside the frame in every style', async () => {
    const photoColour = await thumbnail(reference, 128, 160, 'colour');
    const photoMiddle = await thumbnail(await middle(reference, 616, 768), 96, 128, 'colour');
    for (const [styleId, image] of artworks) {
      const whole = meanAbsoluteDifference(await thumbnail(image, 128, 160, 'colour'), photoColour);
      const inner = meanAbsoluteDifference(
        await thumbnail(await middle(image, 1232, 1536), 96, 128, 'colour'),
        photoMiddle,
      );
      expect({ styleId, whole: whole > 20, inner: inner > 8 }).toEqual({
        styleId,
        whole: true,
        inner: true,
      });
    }
  });

  it('keeps the face recognisable in every style', async () => {
    const photoFace = await faceRegion(reference, 616, 768);
    for (const [styleId, image] of artworks) {
      const likeness = correlation(await faceRegion(image, 1232, 1536), photoFace);
      expect({ styleId, likeness: likeness > 0.75 }).toEqual({ styleId, likeness: true });
    }
  });

  it('makes every style clearly different from every other, in colour and in tone', async () => {
    const looks = new Map<StyleId, { colour: Thumbnail; grey: Thumbnail }>();
    for (const [styleId, image] of artworks) {
      looks.set(styleId, {
        colour: await thumbnail(image, 128, 160, 'colour'),
        grey: await thumbnail(image, 128, 160, 'grey'),
      });
    }
    for (const [a, lookA] of looks) {
      for (const [b, lookB] of looks) {
        if (a >= b) continue;
        const colour = meanAbsoluteDifference(lookA.colour, lookB.colour);
        const grey = meanAbsoluteDifference(lookA.grey, lookB.grey);
        expect({ a, b, colour: colour > 15, grey: grey > 10 }).toEqual({
          a,
          b,
          colour: true,
          grey: true,
        });
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

describe('custom prompts', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await normalisedPhoto(PHOTOS[0] as string);
  });

  it('paints a prompt naming one style exactly as that style', async () => {
    const custom = await render(photo, {
      kind: 'custom',
      prompt: 'Me as a pirate on the high seas',
    });
    const style = await render(photo, { kind: 'style', styleId: 'fierce_pirate_captain' });
    expect(custom.image.equals(style.image)).toBe(true);
  });

  it('paints a prompt with no known words in the royal portrait style', async () => {
    const custom = await render(photo, { kind: 'custom', prompt: 'something lovely' });
    const style = await render(photo, { kind: 'style', styleId: 'royal_oil_paint' });
    expect(custom.image.equals(style.image)).toBe(true);
  });

  it('blends two named styles into a look of its own', async () => {
    const blend = await render(photo, { kind: 'custom', prompt: 'a neon cyberpunk wizard' });
    const size = [128, 160] as const;
    const blended = await thumbnail(await middle(blend.image, 1232, 1536), ...size, 'colour');
    for (const styleId of ['cyberpunk_hero', 'commanding_wizard'] as const) {
      const pure = await render(photo, { kind: 'style', styleId });
      const look = await thumbnail(await middle(pure.image, 1232, 1536), ...size, 'colour');
      expect(meanAbsoluteDifference(blended, look)).toBeGreaterThan(4);
    }
  });
});

describe('renderSamplePortrait', () => {
  it('draws a 768 px portrait with real detail, which every style can paint', async () => {
    const sample = await renderSamplePortrait();
    const meta = await sharp(sample).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 768]);
    const { channels } = await sharp(sample).stats();
    expect(channels.every((channel) => channel.stdev > 30)).toBe(true);
    const artwork = await render(sample, { kind: 'style', styleId: 'caravaggio' });
    expect(artwork.height).toBeGreaterThanOrEqual(1536);
  });
});

describe('bad photos', () => {
  it('rejects bytes that are not an image', async () => {
    await expect(
      render(Buffer.from('not a photo'), { kind: 'style', styleId: 'royal_oil_paint' }),
    ).rejects.toThrow();
  });
});
