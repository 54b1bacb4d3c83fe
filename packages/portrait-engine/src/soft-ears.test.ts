import { describe, expect, it } from 'vitest';
import type { HeadGeometry } from './costumes/costume';
import { createPlane, createRaster, type Raster } from './raster';
import { softenEars } from './soft-ears';

const SIZE = 400;
const CENTRE = { x: 200, y: 200 };
const FACE_WIDTH = 160;

function headTilted(tilt: number): HeadGeometry {
  return {
    width: SIZE,
    height: SIZE,
    faceCenter: CENTRE,
    faceWidth: FACE_WIDTH,
    faceHeight: 190,
    chin: { x: CENTRE.x, y: CENTRE.y + 110 },
    crownY: CENTRE.y - 170,
    tilt,
  };
}

/** A round head of fine grey folds (stripes 2 px wide) against a blue background. */
function foldedHead() {
  const picture = createRaster(SIZE, SIZE);
  const sitter = createPlane(SIZE, SIZE);
  for (let y = 0, p = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++, p++) {
      const inside = Math.hypot(x - CENTRE.x, y - CENTRE.y) < 150;
      sitter.data[p] = inside ? 1 : 0;
      const grey = x % 4 < 2 ? 60 : 200;
      picture.data.set(inside ? [grey, grey, grey] : [0, 0, 255], p * 3);
    }
  }
  return { picture, sitter };
}

/** The spread of brightness along 16 pixels of a row: how much of the folds is left. */
function foldsAt(picture: Raster, x: number, y: number) {
  const values: number[] = [];
  for (let dx = -8; dx < 8; dx++) values.push(picture.data[(y * SIZE + x + dx) * 3] ?? 0);
  return Math.max(...values) - Math.min(...values);
}

const pixel = (picture: Raster, x: number, y: number) =>
  Array.from(picture.data.subarray((y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3));

describe('the ears are painted softly', () => {
  it("melts the folds beside the face at the ears' height, on both sides", async () => {
    const { picture, sitter } = foldedHead();
    const before = foldsAt(picture, 80, 200);
    await softenEars(picture, headTilted(0), sitter);
    for (const x of [80, 320]) {
      expect(foldsAt(picture, x, 200), `folds left at x ${x}`).toBeLessThan(before * 0.25);
    }
  });

  it('leaves the face itself, the head above the ears and the background as they were', async () => {
    const { picture, sitter } = foldedHead();
    const untouched = foldedHead().picture;
    await softenEars(picture, headTilted(0), sitter);
    for (const [x, y] of [
      [200, 200],
      [170, 180],
      [200, 90],
      [20, 200],
      [380, 380],
    ] as const) {
      expect(pixel(picture, x, y), `at ${x},${y}`).toEqual(pixel(untouched, x, y));
    }
  });

  it('does not bleed the background into the head at its edge', async () => {
    const { picture, sitter } = foldedHead();
    await softenEars(picture, headTilted(0), sitter);
    for (let x = 52; x < 110; x++) {
      const [red = 0, , blue = 0] = pixel(picture, x, 200);
      expect(Math.abs(blue - red), `blue at x ${x}`).toBeLessThan(6);
    }
  });

  it('finds the ears of a tilted head along its tilt', async () => {
    const tilt = 0.5;
    const { picture, sitter } = foldedHead();
    const reach = FACE_WIDTH * 0.75;
    const x = Math.round(CENTRE.x + reach * Math.cos(tilt));
    const y = Math.round(CENTRE.y + reach * Math.sin(tilt));
    const upright = Math.round(CENTRE.y - reach * Math.sin(Math.PI / 2 - tilt));
    const before = foldsAt(picture, x, y);
    await softenEars(picture, headTilted(tilt), sitter);
    expect(foldsAt(picture, x, y), 'beside the tilted face').toBeLessThan(before * 0.25);
    expect(foldsAt(picture, CENTRE.x + 20, upright), 'above the tilted face').toBe(before);
  });
});
