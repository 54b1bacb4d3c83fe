import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPhotoDimensions,
  checkPhotoFile,
  conversionTargetSize,
  isHeicPhoto,
  jpegFileName,
  needsConversion,
  needsOrientationCorrection,
  type PhotoFileLike,
  photoMimeType,
} from './photo-file';

const MB = 1024 * 1024;

/** A fixture as a browser would describe it, plus its real pixel size where sharp reads it. */
async function fixture(name: string, type: string) {
  const path = join(FIXTURE_PHOTOS, name);
  const { size } = await stat(path);
  return { file: { name, size, type } satisfies PhotoFileLike, path };
}

async function dimensionsOf(path: string) {
  const { width, height } = await sharp(path).metadata();
  return { width, height };
}

const badType = {
  ok: false,
  message: 'Please upload a valid image file (JPG, PNG, WebP, or HEIC)',
};

describe('checkPhotoFile', () => {
  it('accepts real JPEG, PNG and HEIC photos', async () => {
    for (const [name, type] of [
      ['single_grace_hopper_512x512.jpg', 'image/jpeg'],
      ['single_woman_smiling_698x790.png', 'image/png'],
      ['heic_iphone13pro_pug_4032x3024.heic', ''],
    ] as const) {
      expect(checkPhotoFile((await fixture(name, type)).file)).toEqual({ ok: true });
    }
  });

  it('refuses a file over 10 MB before looking at its type', () => {
    const file = { name: 'big.gif', size: 10 * MB + 1, type: 'image/gif' };
    expect(checkPhotoFile(file)).toEqual({
      ok: false,
      message: 'File size must be less than 10MB',
    });
    expect(checkPhotoFile({ ...file, name: 'ok.jpg', size: 10 * MB, type: 'image/jpeg' }).ok).toBe(
      true,
    );
  });

  it('refuses types that are not JPG, PNG, WebP or HEIC', () => {
    expect(checkPhotoFile({ name: 'anim.gif', size: 10, type: 'image/gif' })).toEqual(badType);
    expect(checkPhotoFile({ name: 'notes.pdf', size: 10, type: 'application/pdf' })).toEqual(
      badType,
    );
    expect(checkPhotoFile({ name: 'noext', size: 10, type: '' })).toEqual(badType);
  });

  it('infers a missing or binary type from the extension', () => {
    expect(photoMimeType({ name: 'IMG_0001.HEIC', type: 'application/octet-stream' })).toBe(
      'image/heic',
    );
    expect(photoMimeType({ name: 'me.jpeg', type: '' })).toBe('image/jpeg');
    expect(photoMimeType({ name: 'me.webp', type: 'application/octet-stream' })).toBe('image/webp');
    expect(photoMimeType({ name: 'me', type: 'image/jpg' })).toBe('image/jpeg');
    expect(
      checkPhotoFile({ name: 'scan.pdf', size: 10, type: 'application/octet-stream' }),
    ).toEqual(badType);
  });
});

describe('checkPhotoDimensions', () => {
  it('refuses a real 64x64 photo as too small', async () => {
    const { path } = await fixture('tiny_astronaut_64x64.jpg', 'image/jpeg');
    expect(checkPhotoDimensions(await dimensionsOf(path))).toEqual({
      ok: false,
      message: 'Image must be at least 100x100 pixels',
    });
  });

  it('refuses a real 6035x8212 scan as too big', async () => {
    const { path } = await fixture('large_single_espinasse_portrait_6035x8212.jpg', 'image/jpeg');
    expect(checkPhotoDimensions(await dimensionsOf(path))).toEqual({
      ok: false,
      message: 'Image must be smaller than 4096x4096 pixels',
    });
  });

  it('takes 100x100 up to 4095x4095, not 4096 on either side', () => {
    expect(checkPhotoDimensions({ width: 100, height: 100 })).toEqual({ ok: true });
    expect(checkPhotoDimensions({ width: 4095, height: 4095 })).toEqual({ ok: true });
    expect(checkPhotoDimensions({ width: 99, height: 500 }).ok).toBe(false);
    expect(checkPhotoDimensions({ width: 500, height: 4096 }).ok).toBe(false);
  });
});

describe('conversion rules', () => {
  it('converts HEIC/HEIF whatever the size, and anything over 5 MB', () => {
    expect(needsConversion({ name: 'pug.heic', size: 1000, type: '' })).toBe(true);
    expect(needsConversion({ name: 'x.heif', size: 1000, type: 'image/heif' })).toBe(true);
    expect(needsConversion({ name: 'x.jpg', size: 5 * MB, type: 'image/jpeg' })).toBe(false);
    expect(needsConversion({ name: 'x.jpg', size: 5 * MB + 1, type: 'image/jpeg' })).toBe(true);
    expect(isHeicPhoto({ name: 'x.png', type: 'image/png' })).toBe(false);
  });

  it('limits the longest side to 2048 keeping proportions, never enlarging', () => {
    expect(conversionTargetSize({ width: 4032, height: 3024 })).toEqual({
      width: 2048,
      height: 1536,
    });
    expect(conversionTargetSize({ width: 3024, height: 4032 })).toEqual({
      width: 1536,
      height: 2048,
    });
    expect(conversionTargetSize({ width: 860, height: 1198 })).toEqual({
      width: 860,
      height: 1198,
    });
  });

  it('corrects orientation only for near-square photos wider than 1000 px', () => {
    expect(needsOrientationCorrection({ width: 1200, height: 1200 })).toBe(true);
    expect(needsOrientationCorrection({ width: 1200, height: 1500 })).toBe(true);
    expect(needsOrientationCorrection({ width: 1200, height: 1000 })).toBe(true);
    expect(needsOrientationCorrection({ width: 1000, height: 1000 })).toBe(false);
    expect(needsOrientationCorrection({ width: 4032, height: 3024 })).toBe(false);
    expect(needsOrientationCorrection({ width: 1200, height: 1501 })).toBe(false);
  });

  it('names the converted file .jpg', () => {
    expect(jpegFileName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegFileName('holiday.photo.png')).toBe('holiday.photo.jpg');
    expect(jpegFileName('camera')).toBe('camera.jpg');
  });
});
