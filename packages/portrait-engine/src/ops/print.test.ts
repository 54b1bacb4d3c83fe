import { describe, expect, it } from 'vitest';
import { cloneRaster, createPlane, createRaster, type Raster } from '../raster';
import { halftone } from './print';

const WIDTH = 64;
const HEIGHT = 32;
const INK = [60, 20, 90] as const;

/** A dark skin tone all over: darker than the threshold, so the print dots every part of it. */
function darkSkin(): Raster {
  const picture = createRaster(WIDTH, HEIGHT);
  for (let p = 0; p < WIDTH * HEIGHT; p++) picture.data.set([92, 58, 42], p * 3);
  return picture;
}

/** The share of pixels in columns [from, to) that the print changed. */
function dotted(before: Raster, after: Raster, from: number, to: number): number {
  let changed = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = from; x < to; x++) {
      const i = (y * WIDTH + x) * 3;
      if (Math.abs((after.data[i] ?? 0) - (before.data[i] ?? 0)) > 2) changed++;
    }
  }
  return changed / ((to - from) * HEIGHT);
}

describe('halftone', () => {
  it('dots a dark face all over, and keeps off where it is spared', () => {
    const picture = darkSkin();
    const everywhere = halftone(cloneRaster(picture), 6, 0.36, INK);
    expect(dotted(picture, everywhere, 0, WIDTH)).toBeGreaterThan(0.2);

    const face = createPlane(WIDTH, HEIGHT);
    for (let y = 0; y < HEIGHT; y++) face.data.fill(1, y * WIDTH, y * WIDTH + WIDTH / 2);
    const spared = halftone(cloneRaster(picture), 6, 0.36, INK, face);
    expect(dotted(picture, spared, 0, WIDTH / 2)).toBe(0);
    expect(dotted(picture, spared, WIDTH / 2, WIDTH)).toBeGreaterThan(0.2);
  });
});
