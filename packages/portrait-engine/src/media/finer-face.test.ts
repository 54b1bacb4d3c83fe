import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box } from '../layout';
import { correlation } from '../pixel-metrics';
import { createRaster, type Raster, rasterFromSharp } from '../raster';
import { FACE_CANVAS_SCALE, withFinerFace } from './finer-face';
import { paintInMedium } from './index';

/*
 * A face's features are small marks: an eyelid, a brow, the line of the lips, a few pixels
 * across at painting size. Painted whole, a watercolour's wash wanders four pixels and a pop-art
 * print bands and dots over them until they are gone; the face painted again finer keeps them.
 * Measured on a picture of thin dark lines (eyelids, three pixels thick, eight apart) on a skin
 * tone: how much the lines still stand out down the middle of the face, and that the picture
 * outside the face is the medium's own, untouched.
 */
const WIDTH = 616;
const HEIGHT = 768;
const FOCUS: Box = { left: 208, top: 200, width: 200, height: 240 };
/**
 * How much more the lines must stand out in the face painted finer. Painted whole they spread
 * 18 (watercolour) and 51 (pop art) levels of brightness; painted finer, 47 and 79.
 */
const MORE_CONTRAST = 1.4;

function lines(): Raster {
  const picture = createRaster(WIDTH, HEIGHT);
  for (let y = 0, p = 0; y < HEIGHT; y++) {
    const dark = y % 8 < 3;
    for (let x = 0; x < WIDTH; x++, p++) {
      picture.data.set(dark ? [70, 45, 35] : [214, 168, 140], p * 3);
    }
  }
  return picture;
}

/** The lines' contrast down the middle of the face: the spread of row brightness. */
function lineContrast(picture: Raster): number {
  const rows: number[] = [];
  const x0 = FOCUS.left + FOCUS.width / 2 - 20;
  for (let y = FOCUS.top + 100; y < FOCUS.top + 140; y++) {
    let sum = 0;
    for (let x = x0; x < x0 + 40; x++) sum += picture.data[(y * WIDTH + x) * 3 + 1] ?? 0;
    rows.push(sum / 40);
  }
  const mean = rows.reduce((s, v) => s + v, 0) / rows.length;
  return Math.sqrt(rows.reduce((s, v) => s + (v - mean) ** 2, 0) / rows.length);
}

describe.each(['watercolour', 'pop_art'] as const)('a face painted finer in %s', (medium) => {
  it('keeps the thin lines of the features that the whole painting loses', async () => {
    const picture = lines();
    const paint = (part: Raster) => paintInMedium(part, medium);
    const whole = await paint(picture);
    const finer = await withFinerFace(picture, whole, FOCUS, paint);
    expect(lineContrast(finer)).toBeGreaterThan(MORE_CONTRAST * lineContrast(whole));
  });

  it('leaves the picture outside the face as the medium painted it', async () => {
    const picture = lines();
    const paint = (part: Raster) => paintInMedium(part, medium);
    const whole = await paint(picture);
    const finer = await withFinerFace(picture, whole, FOCUS, paint);
    const outside = (raster: Raster) => raster.data.subarray(0, FOCUS.top * WIDTH * 3);
    expect(Buffer.from(outside(finer)).equals(Buffer.from(outside(whole)))).toBe(true);
  });
});

/** The brightness of the face from eyes to chin, a little inside the focus. */
function faceLuma(picture: Raster): Uint8Array {
  const values: number[] = [];
  for (let y = FOCUS.top + 40; y < FOCUS.top + FOCUS.height - 40; y++) {
    for (let x = FOCUS.left + 40; x < FOCUS.left + FOCUS.width - 40; x++) {
      const i = (y * WIDTH + x) * 3;
      const [r = 0, g = 0, b = 0] = picture.data.subarray(i, i + 3);
      values.push(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  return Uint8Array.from(values);
}

describe('a watercolour face', () => {
  // Grace Hopper's face filling the focus, as the layout frames a sitter.
  const portrait = () =>
    rasterFromSharp(
      sharp(join(FIXTURE_PHOTOS, 'single_grace_hopper_512x512.jpg'))
        .resize(WIDTH, HEIGHT, { fit: 'cover' })
        .removeAlpha(),
    );

  it("follows the photo's shading more closely on its larger canvas", async () => {
    const picture = await portrait();
    const paint = (part: Raster) => paintInMedium(part, 'watercolour');
    const whole = await paint(picture);
    const usual = await withFinerFace(picture, whole, FOCUS, paint);
    const scale = FACE_CANVAS_SCALE.watercolour;
    const larger = await withFinerFace(picture, whole, FOCUS, paint, scale);
    const follows = (painted: Raster) => correlation(faceLuma(painted), faceLuma(picture));
    expect(follows(larger)).toBeGreaterThan(follows(usual) + 0.01);
  });
});
