import { fixturePhoto as bytesOf } from '@masterpiece-me/test-photos';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';

describe('detectImageType', () => {
  it('knows each accepted type by its bytes', () => {
    expect(detectImageType(bytesOf('single_grace_hopper_512x512.jpg'))).toBe('jpeg');
    expect(detectImageType(bytesOf('single_woman_smiling_698x790.png'))).toBe('png');
    expect(detectImageType(bytesOf('heic_iphone13pro_pug_4032x3024.heic'))).toBe('heic');
    expect(detectImageType(bytesOf('heic_libheif_example_1280x854.heic'))).toBe('heic');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(detectImageType(webp)).toBe('webp');
  });

  it('refuses what only looks like an image by name', () => {
    expect(detectImageType(Buffer.from('just some text, named photo.jpg'))).toBeNull();
    expect(
      detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
