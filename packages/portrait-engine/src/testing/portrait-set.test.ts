import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_SET, portraitPhoto, SITTERS } from './portrait-set';

describe('the varied portrait set', () => {
  it('holds at least 40 portraits, each named once, of sitters whose photos are there', () => {
    expect(PORTRAIT_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PORTRAIT_SET.map((p) => p.name)).size).toBe(PORTRAIT_SET.length);
    for (const sitter of SITTERS)
      expect(existsSync(join(FIXTURE_PHOTOS, sitter.fixture))).toBe(true);
  });

  it('makes a tilted portrait as a photo the store accepts, of the same size, with no dark wedges', async () => {
    const tilted = PORTRAIT_SET.find((p) => p.name === 'hopper/tilt+30');
    if (!tilted) throw new Error('no tilted Grace Hopper');
    const image = sharp(await portraitPhoto(tilted));
    expect(await image.metadata()).toMatchObject({ width: 512, height: 512 });
    for (const [left, top] of [
      [0, 0],
      [488, 0],
      [0, 488],
      [488, 488],
    ] as const) {
      // stats() measures the input, not the pipeline's output: the corner is cut out first.
      // Turned over black, every corner's brightest pixel was 0; over the mirrored surround the
      // darkest (Hopper's navy uniform) reaches 31, so the line sits between, at 15.
      const patch = await image.clone().extract({ left, top, width: 24, height: 24 }).toBuffer();
      const { channels } = await sharp(patch).stats();
      const brightest = Math.max(...channels.slice(0, 3).map((channel) => channel.max));
      expect(brightest, `corner at ${left},${top}`).toBeGreaterThan(15);
    }
  });
});
