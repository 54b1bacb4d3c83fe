import { describe, expect, it } from 'vitest';
import { pickScale } from './pick-scale';
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

describe('pickScale', () => {
  const artwork = { width: 1024, height: 1536 };

  it('takes the smallest scale that reaches the target on both sides', () => {
    expect(pickScale(artwork, { width: 2048, height: 3000 })).toBe(2);
    expect(pickScale(artwork, { width: 2400, height: 3000 })).toBe(3);
    // An 18" x 24" canvas: x3 falls 3 pixels short of its width.
    expect(pickScale(artwork, { width: 3075, height: 3975 })).toBe(4);
  });

  it('runs x4 when even x4 falls short (Lanczos enlarges the rest)', () => {
    expect(pickScale(artwork, { width: 4200, height: 6300 })).toBe(4);
  });

  it('runs no model when neither side grows', () => {
    expect(pickScale(artwork, { width: 1000, height: 1536 })).toBeUndefined();
    expect(pickScale(artwork, { width: 1025, height: 1000 })).toBe(2);
  });
});
