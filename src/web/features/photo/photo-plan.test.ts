import { describe, expect, it } from 'vitest';
import { correctedMimeType, fitWithin, isImageChoice, planPhoto } from './photo-plan';

const MB = 1024 * 1024;
const jpeg = (size: number, name = 'me.jpg') => ({ name, size, type: 'image/jpeg' });

describe('planning a photo', () => {
  it('refuses photos under 100x100', () => {
    expect(planPhoto(jpeg(MB), { width: 64, height: 64 })).toEqual({
      ok: false,
      message: 'Image must be at least 100x100 pixels',
    });
    expect(planPhoto(jpeg(MB), { width: 5000, height: 64 })).toEqual({
      ok: false,
      message: 'Image must be at least 100x100 pixels',
    });
  });

  it('scales a photo of 4096 px or more down to 2048 px, like a large file', () => {
    expect(planPhoto(jpeg(4 * MB, 'big.jpeg'), { width: 6035, height: 8212 })).toEqual({
      ok: true,
      conversion: {
        draw: { width: 1505, height: 2048 },
        output: { width: 1505, height: 2048 },
        rotate: false,
        name: 'big.jpg',
        oversized: true,
      },
    });
    expect(planPhoto(jpeg(MB), { width: 4096, height: 3000 })).toMatchObject({
      ok: true,
      conversion: { output: { width: 2048, height: 1500 }, oversized: true },
    });
  });

  it('keeps refusing as too big a photo the browser cannot scale', () => {
    const tooBig = { ok: false, message: 'Image must be smaller than 4096x4096 pixels' };
    // More pixels than a phone should decode, and a strip too thin to stay 100 px once scaled.
    expect(planPhoto(jpeg(MB), { width: 10_000, height: 10_000 })).toEqual(tooBig);
    expect(planPhoto(jpeg(MB), { width: 20_000, height: 120 })).toEqual(tooBig);
  });

  it('sends a small JPEG, PNG or WebP as it is', () => {
    expect(planPhoto(jpeg(2 * MB), { width: 3000, height: 2000 })).toEqual({
      ok: true,
      conversion: null,
    });
  });

  it('converts a file over 5 MB to a JPEG at most 2048 px long', () => {
    const plan = planPhoto(jpeg(6 * MB, 'big.png'), { width: 4000, height: 3000 });
    expect(plan).toEqual({
      ok: true,
      conversion: {
        draw: { width: 2048, height: 1536 },
        output: { width: 2048, height: 1536 },
        rotate: false,
        name: 'big.jpg',
        oversized: false,
      },
    });
  });

  it('converts HEIC whatever its size, keeping a small one at its size', () => {
    const heic = { name: 'IMG_0001.HEIC', size: MB, type: '' };
    expect(planPhoto(heic, { width: 1280, height: 854 })).toMatchObject({
      ok: true,
      conversion: { output: { width: 1280, height: 854 }, rotate: false, name: 'IMG_0001.jpg' },
    });
  });

  it('turns a near-square photo wider than 1000 px a quarter (SPEC §4)', () => {
    const heic = { name: 'square.heic', size: MB, type: 'image/heic' };
    const plan = planPhoto(heic, { width: 3000, height: 2800 });
    expect(plan).toMatchObject({
      ok: true,
      conversion: {
        draw: { width: 2048, height: 1911 },
        output: { width: 1911, height: 2048 },
        rotate: true,
      },
    });
    const narrow = planPhoto(heic, { width: 1000, height: 1000 });
    expect(narrow).toMatchObject({ conversion: { rotate: false } });
  });
});

describe('photo helpers', () => {
  it('fits a size within a longest side without enlarging', () => {
    expect(fitWithin({ width: 960, height: 1200 }, 480)).toEqual({ width: 384, height: 480 });
    expect(fitWithin({ width: 200, height: 100 }, 480)).toEqual({ width: 200, height: 100 });
  });

  it('takes a missing or binary type from the extension', () => {
    expect(correctedMimeType({ name: 'me.jpg', type: '' })).toBe('image/jpeg');
    expect(correctedMimeType({ name: 'me.png', type: 'application/octet-stream' })).toBe(
      'image/png',
    );
    expect(correctedMimeType({ name: 'me.jpg', type: 'image/jpeg' })).toBeNull();
  });

  it('treats images and untyped HEIC as image choices, and nothing else', () => {
    expect(isImageChoice({ name: 'a.gif', type: 'image/gif' })).toBe(true);
    expect(isImageChoice({ name: 'IMG_1.heic', type: '' })).toBe(true);
    expect(isImageChoice({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });
});
