import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import { fixturePhoto as bytesOf } from '../testing/fixtures';
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
});
