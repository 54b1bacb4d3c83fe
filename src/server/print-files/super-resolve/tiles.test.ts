import { describe, expect, it } from 'vitest';
import { modelInputSize } from './model-input';
import { layTiles } from './tiles';

describe('layTiles', () => {
  it.each([
    [256, 290, 136],
    [1024, 1536, 136],
    [50, 30, 136],
    [137, 136, 136],
  ])('keeps every pixel of %i x %i exactly once', (width, height, keep) => {
    const seen = new Uint8Array(width * height);
    for (const tile of layTiles(width, height, keep, 12)) {
      expect(tile.keep.width).toBeLessThanOrEqual(keep);
      expect(tile.keep.height).toBeLessThanOrEqual(keep);
      expect(tile.read).toEqual({
        left: tile.keep.left,
        top: tile.keep.top,
        width: tile.keep.width + 24,
        height: tile.keep.height + 24,
      });
      for (let y = tile.keep.top; y < tile.keep.top + tile.keep.height; y++) {
        for (let x = tile.keep.left; x < tile.keep.left + tile.keep.width; x++) {
          seen[y * width + x] = (seen[y * width + x] ?? 0) + 1;
        }
      }
    }
    expect(seen.every((count) => count === 1)).toBe(true);
  });

  it('cuts a side into near-equal tiles rather than leaving a sliver', () => {
    const widths = layTiles(137, 1, 136, 12).map((tile) => tile.keep.width);
    expect([...widths].sort((a, b) => a - b)).toEqual([68, 69]);
  });
});

describe('modelInputSize', () => {
  const artwork = { width: 1024, height: 1536 };

  it('brings the picture to a quarter of the file, so the model draws at the file’s pitch', () => {
    // A 24" x 36" canvas master from a hosted artwork (16 MP): 3267 / 4, rounded up, so the
    // model's 3268 x 4904 covers the master and is cut to it.
    expect(modelInputSize(artwork, { width: 3267, height: 4900 })).toEqual({
      width: 817,
      height: 1226,
    });
  });

  it('keeps at least 3/4 of the picture for smaller files, and never enlarges it', () => {
    expect(modelInputSize(artwork, { width: 2048, height: 3072 })).toEqual({
      width: 768,
      height: 1152,
    });
    expect(modelInputSize(artwork, { width: 5000, height: 7500 })).toEqual(artwork);
  });

  it('runs no model when neither side grows', () => {
    expect(modelInputSize(artwork, { width: 1000, height: 1536 })).toBeUndefined();
    expect(modelInputSize(artwork, { width: 1025, height: 1000 })).toEqual({
      width: 768,
      height: 1152,
    });
  });
});
