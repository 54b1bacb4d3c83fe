import { describe, expect, it } from 'vitest';
import type { HeadGeometry } from './costumes/costume';
import { lockEnds } from './hair-ends';
import { createPlane } from './raster';

const SIZE = 300;
const head: HeadGeometry = {
  width: SIZE,
  height: SIZE,
  faceCenter: { x: 150, y: 50 },
  faceWidth: 100,
  faceHeight: 110,
  chin: { x: 150, y: 105 },
  crownY: 0,
  tilt: 0,
};

/** Hair from row 100 to a straight cut at row 200, across the columns 50 to 250. */
function slab() {
  const hair = createPlane(SIZE, SIZE);
  for (let y = 100; y < 200; y++) hair.data.fill(1, y * SIZE + 50, y * SIZE + 250);
  return hair;
}

describe('the ends of long hair', () => {
  const hair = slab();
  const locks = lockEnds(hair, head, 7);
  const at = (x: number, y: number) => locks.data[y * SIZE + x] ?? 0;

  it('end on rows spread along the strands, not on one straight line', () => {
    const ends: number[] = [];
    for (let x = 50; x < 250; x++) {
      let end = 100;
      for (let y = 100; y < 200; y++) if (at(x, y) >= 0.5) end = y;
      ends.push(end);
    }
    ends.sort((a, b) => a - b);
    // The slab's cut spread by nothing; locks spread by a good share of their rise (0.3).
    expect((ends[180] ?? 0) - (ends[20] ?? 0)).toBeGreaterThan(15);
  });

  it('fade out over the last stretch of the strands, with no hard step down a column', () => {
    let steepest = 0;
    for (let x = 50; x < 250; x++) {
      for (let y = 100; y < 205; y++) steepest = Math.max(steepest, at(x, y) - at(x, y + 1));
    }
    // A straight cut steps by 1 in one row; the taper (0.16 face widths) by at most 0.1.
    expect(steepest).toBeLessThan(0.2);
  });

  it('only take hair away at the ends, and keep it whole above them', () => {
    const added = locks.data.reduce((most, m, p) => Math.max(most, m - (hair.data[p] ?? 0)), 0);
    expect(added).toBeLessThanOrEqual(0);
    for (let x = 50; x < 250; x++) expect(at(x, 140)).toBe(1);
  });
});
