import { describe, expect, it } from 'vitest';
import type { HeadGeometry } from './costumes/costume';
import { keepSkinUnderJaw } from './jaw-skin';
import { createPlane, type Raster } from './raster';

/*
 * A profile looking to the picture's right: skin over the face and neck, dark hair over the
 * back of the head, and behind the jaw, under the ear, a strip of the photo's own: a white
 * shirt collar (the cameraman fixture's, which stood as a bright post between jaw and costume)
 * or a backlit auburn lock, as light but in the hair's colour.
 */
const head: HeadGeometry = {
  width: 300,
  height: 300,
  faceCenter: { x: 150, y: 120 },
  faceWidth: 100,
  faceHeight: 110,
  chin: { x: 150, y: 175 },
  crownY: 40,
  tilt: 0,
};
const SKIN = { base: '#c08a6a', shade: '#8a5a40' };
const HAIR: [number, number, number] = [45, 32, 25];
/** The strip: 0.55 to 0.75 face widths behind the face's middle, from the ear down to the chin. */
const STRIP = { x0: 75, x1: 95, y0: 125, y1: 175 };

function photo(strip: [number, number, number]): Raster {
  const data = new Uint8ClampedArray(head.width * head.height * 3);
  for (let y = 0; y < head.height; y++) {
    for (let x = 0; x < head.width; x++) {
      const inStrip = x >= STRIP.x0 && x < STRIP.x1 && y >= STRIP.y0 && y < STRIP.y1;
      const hair = x < 110 && !inStrip;
      const [r, g, b] = inStrip ? strip : hair ? HAIR : [192, 138, 106];
      data.set([r, g, b], (y * head.width + x) * 3);
    }
  }
  return { width: head.width, height: head.height, data };
}

/** The share of the strip's middle the head's cut keeps. */
function keptOfStrip(strip: [number, number, number], turn: number): number {
  const mask = createPlane(head.width, head.height);
  mask.data.fill(1);
  const kept = keepSkinUnderJaw(mask, photo(strip), head, SKIN, turn, mask);
  let sum = 0;
  let n = 0;
  for (let y = STRIP.y0 + 10; y < STRIP.y1 - 5; y++) {
    for (let x = STRIP.x0 + 6; x < STRIP.x1 - 6; x++) {
      sum += kept.data[y * head.width + x] ?? 0;
      n++;
    }
  }
  return sum / n;
}

describe('behind the jaw of a face turned aside', () => {
  it('a white collar is not kept with the head', () => {
    expect(keptOfStrip([250, 250, 248], 1)).toBeLessThan(0.1);
  });

  it('a backlit lock of the hair is kept', () => {
    expect(keptOfStrip([235, 170, 120], 1)).toBeGreaterThan(0.9);
  });

  it('on a face seen from the front nothing there is judged', () => {
    expect(keptOfStrip([250, 250, 248], 0)).toBeGreaterThan(0.9);
  });
});
