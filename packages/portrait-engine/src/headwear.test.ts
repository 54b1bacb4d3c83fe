import { normalisedFixture, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import type { PersonFinder } from '@masterpiece-me/vision';
import { createPersonFinder } from '@masterpiece-me/vision';
import { beforeAll, describe, expect, it } from 'vitest';
import { headGeometry } from './head';
import { keepHead } from './head-mask';
import { bareHead, browOf, findHeadwear } from './headwear';
import { PAINT_HEIGHT, PAINT_WIDTH } from './layout';
import { preparePortrait } from './portrait';

const HOPPER = 'single_grace_hopper_512x512.jpg';

/**
 * The share of what the kept head shows above the brow (across the forehead's middle, weighted
 * by the head's mask) that is the Navy cap's near-black band: dark, below 60 of 255.
 */
async function capShareAboveBrow(name: string, finder: PersonFinder, bare: boolean) {
  const portrait = await preparePortrait(
    await normalisedFixture(name),
    finder,
    PAINT_WIDTH,
    PAINT_HEIGHT,
  );
  const found = headGeometry(portrait.placed, portrait.mask);
  const kept = bare
    ? bareHead(portrait.photo, portrait.mask, found, portrait.placed.features)
    : { photo: portrait.photo, mask: portrait.mask };
  const head = headGeometry(portrait.placed, kept.mask);
  const mask = await keepHead(kept.mask, head, portrait.placed);
  const brow = browOf(head, portrait.placed.features);
  const { width, data } = kept.photo;
  let shown = 0;
  let cap = 0;
  for (let y = 0; y < brow - head.faceHeight * 0.05; y++) {
    for (
      let x = Math.round(head.faceCenter.x - head.faceWidth * 0.4);
      x < head.faceCenter.x + head.faceWidth * 0.4;
      x++
    ) {
      const m = mask.data[y * width + x] ?? 0;
      const i = (y * width + x) * 3;
      const dark = Math.max(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) < 60;
      shown += m;
      if (dark) cap += m;
    }
  }
  return { share: cap / Math.max(1, shown), photoChanged: kept.photo !== portrait.photo };
}

describe('headwear in the photo', () => {
  let finder: PersonFinder;
  beforeAll(async () => {
    finder = await createPersonFinder();
  });

  it("paints over Grace Hopper's Navy cap: the head kept above her brow is no longer the cap's dark band", async () => {
    // As the photo comes, most of what shows above her brow is the cap's band [0.6 here].
    expect((await capShareAboveBrow(HOPPER, finder, false)).share).toBeGreaterThan(0.3);
    expect((await capShareAboveBrow(HOPPER, finder, true)).share).toBeLessThan(0.1);
  }, 60_000);

  it("takes the dome's colour from Hopper's light hair at the temples, not her dark glasses' frames", async () => {
    const portrait = await preparePortrait(
      await normalisedFixture(HOPPER),
      finder,
      PAINT_WIDTH,
      PAINT_HEIGHT,
    );
    const head = headGeometry(portrait.placed, portrait.mask);
    const found = findHeadwear(portrait.photo, portrait.mask, head, portrait.placed.features);
    const [r = 0, g = 0, b = 0] = found?.hair ?? [];
    // Her frames and the flag's dark stripes beside her face are near luma 50 (a brown dome
    // came of them); the hair at her temples is lighter than 75.
    expect(0.299 * r + 0.587 * g + 0.114 * b).toBeGreaterThan(75);
    // Her hair is grey, pinkish in this warm photo: blue over two thirds of red [0.72]. The
    // dark and skin-toned samples by her ears made the dome brown [116, 76, 64: 0.55]; her
    // skin has under a half.
    expect(b / Math.max(1, r)).toBeGreaterThan(0.65);
  }, 60_000);

  it.each(PORTRAIT_FIXTURES.filter((name) => name !== HOPPER))(
    'leaves the hair of %s as it is (no cap there)',
    async (name) => {
      expect((await capShareAboveBrow(name, finder, true)).photoChanged).toBe(false);
    },
    60_000,
  );
});
