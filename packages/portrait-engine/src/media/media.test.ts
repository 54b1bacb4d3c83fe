import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRaster, type Raster, rasterFromSharp } from '../raster';
import { type Medium, NAMED_PALETTES } from '../vocabulary';
import { gradeToPalette, MEDIUM_FILTERS, paintInMedium } from './index';
import { fleshShare } from './palette-grade';

/** Mean HSV saturation, 0 (grey) to 1 (pure colour). */
function meanSaturation(picture: Raster): number {
  const { data } = picture;
  let sum = 0;
  for (let i = 0; i < data.length; i += 3) {
    const high = Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    const low = Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
    sum += high === 0 ? 0 : (high - low) / high;
  }
  return sum / (data.length / 3);
}

function meanDifference(a: Raster, b: Raster): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

/** The mean colour of `picture` where `where(p)` holds (every pixel by default). */
function meanColour(picture: Raster, where = (_p: number) => true): [number, number, number] {
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let p = 0, i = 0; i < picture.data.length; p++, i += 3) {
    if (!where(p)) continue;
    r += picture.data[i] ?? 0;
    g += picture.data[i + 1] ?? 0;
    b += picture.data[i + 2] ?? 0;
    n++;
  }
  return [r / n, g / n, b / n];
}

const MEDIA = Object.keys(MEDIUM_FILTERS) as Exclude<Medium, 'oil'>[];
const painted = new Map<string, Raster>();
let photo: Raster;

beforeAll(async () => {
  photo = await rasterFromSharp(
    sharp(fixturePhoto('single_woman_smiling_698x790.png')).resize(616, 768, { fit: 'cover' }),
  );
  for (const medium of MEDIA) painted.set(medium, await MEDIUM_FILTERS[medium](photo));
}, 60_000);

const result = (medium: string): Raster => {
  const picture = painted.get(medium);
  if (!picture) throw new Error(`${medium} was not painted`);
  return picture;
};

describe('medium filters', () => {
  it('draw charcoal with nearly no colour, on a colourful photo', () => {
    expect(meanSaturation(photo)).toBeGreaterThan(0.25);
    expect(meanSaturation(result('charcoal'))).toBeLessThan(0.08);
  });

  it('draw pencil and ink in grey on barely warm paper', () => {
    expect(meanSaturation(result('pencil'))).toBeLessThan(0.1);
    expect(meanSaturation(result('ink'))).toBeLessThan(0.1);
  });

  it('print pop art in strongly saturated inks, far more than the photo', () => {
    expect(meanSaturation(result('pop_art'))).toBeGreaterThan(0.6);
  });

  it('give every medium its own look, clearly apart from the others and from the photo', () => {
    for (const [k, a] of MEDIA.entries()) {
      expect(meanDifference(result(a), photo), `${a} vs the photo`).toBeGreaterThan(12);
      for (const b of MEDIA.slice(k + 1)) {
        expect(meanDifference(result(a), result(b)), `${a} vs ${b}`).toBeGreaterThan(12);
      }
    }
  });

  it('keep the size and leave the picture they are given untouched', async () => {
    const before = Buffer.from(photo.data).toString('base64');
    const watercolour = await MEDIUM_FILTERS.watercolour(photo);
    expect([watercolour.width, watercolour.height]).toEqual([616, 768]);
    expect(Buffer.from(photo.data).toString('base64') === before).toBe(true);
  });

  it('print pop art in the palette the shopper named', async () => {
    const ocean = await MEDIUM_FILTERS.pop_art(photo, NAMED_PALETTES.ocean);
    const [r, , b] = meanColour(ocean);
    const [pr, , pb] = meanColour(result('pop_art'));
    expect(b - r).toBeGreaterThan(pb - pr + 30);
  });
});

describe('paintInMedium', () => {
  it('colours a watercolour by the palette, and keeps charcoal without colour', async () => {
    const ocean = await paintInMedium(photo, 'watercolour', NAMED_PALETTES.ocean);
    const [r, , b] = meanColour(ocean);
    const [pr, , pb] = meanColour(result('watercolour'));
    expect(b - r).toBeGreaterThan(pb - pr + 20);
    const charcoal = await paintInMedium(photo, 'charcoal', NAMED_PALETTES.sunset);
    expect(meanSaturation(charcoal)).toBeLessThan(0.08);
  });
});

describe('gradeToPalette', () => {
  it('moves all but skin towards the palette, darkest tones to its darkest colour', () => {
    const graded = gradeToPalette(photo, NAMED_PALETTES.ocean, 1);
    const notSkin = (p: number) => {
      const [red = 0, green = 0, blue = 0] = photo.data.subarray(p * 3, p * 3 + 3);
      return fleshShare(red, green, blue) === 0;
    };
    const [r, g, b] = meanColour(graded, notSkin);
    expect(b).toBeGreaterThan(r + 20);
    expect(g).toBeGreaterThan(r);
    let darkest = 0;
    for (let i = 3; i < photo.data.length; i += 3) {
      if ((photo.data[i] ?? 0) < (photo.data[darkest] ?? 0)) darkest = i;
    }
    // The ocean palette's darkest colour is #06233a.
    expect(graded.data[darkest]).toBeLessThan(20);
    expect(graded.data[darkest + 2]).toBeGreaterThan(graded.data[darkest] ?? 0);
  });

  it('keeps skin of every tone as skin, and grades what is round it', () => {
    const skins: [number, number, number][] = [
      [92, 58, 42],
      [150, 100, 75],
      [224, 178, 150],
    ];
    const colours: [number, number, number][] = [...skins, [90, 90, 90], [40, 60, 160]];
    const picture = createRaster(colours.length, 1);
    for (const [p, colour] of colours.entries()) picture.data.set(colour, p * 3);
    const graded = gradeToPalette(picture, NAMED_PALETTES.spring, 0.55);
    const pixel = (p: number) => Array.from(graded.data.subarray(p * 3, p * 3 + 3));
    // The spring palette's dark end is green: before, a dark face came out green.
    for (const p of skins.keys()) {
      const [r = 0, g = 0, b = 0] = pixel(p);
      expect({ skin: colours[p], warm: r > g && g > b }).toEqual({ skin: colours[p], warm: true });
    }
    const [r = 0, g = 0] = pixel(3);
    expect(g).toBeGreaterThan(r + 10);
  });

  it('keeps some of the picture at a partial strength', () => {
    const half = gradeToPalette(photo, NAMED_PALETTES.ocean, 0.5);
    const full = gradeToPalette(photo, NAMED_PALETTES.ocean, 1);
    expect(meanDifference(half, photo)).toBeLessThan(meanDifference(full, photo));
    expect(meanDifference(half, photo)).toBeGreaterThan(5);
  });
});
