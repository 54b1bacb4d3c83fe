import { fixturePhoto } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blockiness, deblockPhoto } from './deblock';

async function measured(photo: Buffer) {
  const { data, info } = await sharp(photo).greyscale().raw().toBuffer({ resolveWithObject: true });
  return blockiness(data, info.width, info.height);
}

const saved = (name: string, quality: number) =>
  sharp(fixturePhoto(name)).jpeg({ quality }).toBuffer();

describe('a heavily compressed JPEG', () => {
  it.each([
    'single_grace_hopper_512x512.jpg',
    'single_woman_over_shoulder_426x636.png',
    'single_woman_face_paint_860x1198.png',
  ])('%s saved at quality 12 loses its blocks before it is painted', async (name) => {
    const blocky = await saved(name, 12);
    const before = await measured(blocky);
    const after = await measured(await deblockPhoto(blocky));
    expect(before, 'the blocks are there to melt').toBeGreaterThan(1.8);
    // A camera's own JPEG measures 0.9 to 1.3 (deblock.ts).
    expect(after, `blockiness ${before.toFixed(2)} → ${after.toFixed(2)}`).toBeLessThan(1.35);
  });

  it('keeps its size and orientation', async () => {
    // As a phone saves a photo taken upright: stored on its side, turned by its EXIF.
    const blocky = await sharp(fixturePhoto('single_woman_face_paint_860x1198.png'))
      .jpeg({ quality: 12 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const deblocked = await deblockPhoto(blocky);
    expect(deblocked, 'melted').not.toBe(blocky);
    const smooth = await sharp(deblocked).metadata();
    const original = await sharp(blocky).metadata();
    expect([smooth.width, smooth.height, smooth.orientation]).toEqual([
      original.width,
      original.height,
      original.orientation,
    ]);
  });
});

describe('a photo without blocks is painted as it is', () => {
  it.each([
    ['a camera JPEG', fixturePhoto('single_grace_hopper_512x512.jpg')],
    ['a PNG', fixturePhoto('single_woman_smiling_698x790.png')],
  ])('%s', async (_, photo) => {
    expect(await deblockPhoto(photo)).toBe(photo);
  });

  it('a JPEG saved at quality 90', async () => {
    const photo = await saved('single_woman_face_paint_860x1198.png', 90);
    expect(await deblockPhoto(photo)).toBe(photo);
  });
});
