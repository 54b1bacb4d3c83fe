import {
  asUploaded,
  fixturePhoto as bytesOf,
  UPLOAD_NORMALISATION,
} from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MAX_SIDE_PX, MAX_PHOTO_SIDE_PX } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import { detectImageType } from './detect-image-type';
import { preparePhoto } from './prepare-photo';

describe('preparePhoto', () => {
  it('turns a portrait into an upright JPEG without metadata', async () => {
    const result = await preparePhoto(bytesOf('extra_exif_orientation6_hopper_128x128.jpg'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const meta = await sharp(result.photo.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('converts an iPhone HEIC to a 2048 px JPEG and drops its GPS position', async () => {
    const original = bytesOf('heic_iphone13pro_pug_4032x3024.heic');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await preparePhoto(original);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.photo.type).toBe('heic');
    expect(Math.max(result.photo.width, result.photo.height)).toBe(2048);
    const meta = await sharp(result.photo.jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it.each([
    ['a text file', Buffer.from('hello, I am not a photo'), 'invalidType'],
    ['an empty file', Buffer.alloc(0), 'invalidType'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"/>'),
      'invalidType',
    ],
    ['an 11 MB file', Buffer.alloc(11 * 1024 * 1024, 0xff), 'tooLarge'],
  ] as const)('refuses %s', async (_name, bytes, problem) => {
    expect(await preparePhoto(bytes)).toEqual({
      ok: false,
      problem,
      message: PHOTO_MESSAGES[problem],
    });
  });

  it.each([
    ['extra_corrupt_truncated.jpg', 'corruptImage'],
    ['tiny_astronaut_64x64.jpg', 'tooSmall'],
    ['large_single_espinasse_portrait_6035x8212.jpg', 'tooBig'],
  ] as const)('refuses the fixture %s', async (name, problem) => {
    const result = await preparePhoto(bytesOf(name));
    expect(result).toEqual({ ok: false, problem, message: PHOTO_MESSAGES[problem] });
  });

  /** The photo with `count` bytes from `share` of the way in replaced by noise: a damaged copy. */
  function damaged(name: string, share: number, count: number): Buffer {
    const bytes = Buffer.from(bytesOf(name));
    const start = Math.floor(bytes.length * share);
    let state = 7;
    for (let i = 0; i < count; i++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      bytes[start + i] = state & 0xff;
    }
    return bytes;
  }

  it.each([
    ['a JPEG', 'single_grace_hopper_512x512.jpg', 0.3, 2000],
    ['another JPEG', 'multi_apollo11_crew_3people_600x471.jpg', 0.5, 64],
    ['a PNG', 'single_woman_smiling_698x790.png', 0.5, 64],
  ] as const)(
    'refuses %s whose data is damaged past a sound header',
    async (_kind, name, at, count) => {
      const bytes = damaged(name, at, count);
      expect(detectImageType(bytes)).not.toBeNull();
      expect(await preparePhoto(bytes)).toEqual({
        ok: false,
        problem: 'corruptImage',
        message: 'Invalid image file or corrupted data',
      });
    },
  );

  // The engine's tests and the portrait set normalise their photos in the test-photos package:
  // what they paint must be what a shopper's upload hands the engine.
  it('normalises a photo as the test photos do, with the same limits', async () => {
    expect(UPLOAD_NORMALISATION).toEqual({
      maxSide: CONVERSION_MAX_SIDE_PX,
      pixelLimit: MAX_PHOTO_SIDE_PX * MAX_PHOTO_SIDE_PX,
    });
    for (const name of [
      'single_grace_hopper_512x512.jpg',
      'single_woman_smiling_698x790.png',
      'heic_libheif_example_1280x854.heic',
    ]) {
      const prepared = await preparePhoto(bytesOf(name));
      if (!prepared.ok) throw new Error(`${name} was refused`);
      expect(prepared.photo.jpeg.equals(await asUploaded(bytesOf(name))), name).toBe(true);
    }
  });
});
