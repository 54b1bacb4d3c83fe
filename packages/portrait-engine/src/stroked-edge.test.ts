import { describe, expect, it } from 'vitest';
import { createPlane } from './raster';
import { strokedEdge } from './stroked-edge';

/** A head-sized disc whose rim fades over 12 pixels, as the kept head's feathered mask does. */
function featheredDisc() {
  const mask = createPlane(200, 200);
  for (let y = 0; y < 200; y++)
    for (let x = 0; x < 200; x++)
      mask.data[y * 200 + x] = Math.min(1, Math.max(0, (70 - Math.hypot(x - 100, y - 100)) / 12));
  return mask;
}

describe('the stroked head edge', () => {
  it('leaves almost no half-transparent band where the mask was feathered', () => {
    const soft = featheredDisc();
    const stroked = strokedEdge(soft, { x: 100, y: 100 }, 7);
    let band = 0;
    let halfSoft = 0;
    let halfStroked = 0;
    for (let p = 0; p < soft.data.length; p++) {
      const m = soft.data[p] ?? 0;
      if (m <= 0 || m >= 1) continue;
      band++;
      if (m > 0.1 && m < 0.9) halfSoft++;
      const s = stroked.data[p] ?? 0;
      if (s > 0.1 && s < 0.9) halfStroked++;
    }
    expect(halfSoft / band).toBeGreaterThan(0.7);
    expect(halfStroked / band).toBeLessThan(0.15);
  });

  it('lets strokes reach both out over the ground and in over the hair tips', () => {
    const soft = featheredDisc();
    const stroked = strokedEdge(soft, { x: 100, y: 100 }, 7);
    let out = 0;
    let inward = 0;
    for (let p = 0; p < soft.data.length; p++) {
      const m = soft.data[p] ?? 0;
      const s = stroked.data[p] ?? 0;
      if (m < 0.4 && s > 0.9) out++;
      if (m > 0.6 && s < 0.1) inward++;
    }
    expect(out).toBeGreaterThan(20);
    expect(inward).toBeGreaterThan(20);
  });

  it('leaves the rim feathered where it lies over the drawn neck, so no ragged fringe hangs under the jaw', () => {
    const soft = featheredDisc();
    const underJaw = (_x: number, y: number) => (y > 150 ? 1 : 0);
    const stroked = strokedEdge(soft, { x: 100, y: 100 }, 7, underJaw);
    let changed = 0;
    let band = 0;
    for (let y = 151; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        const m = soft.data[y * 200 + x] ?? 0;
        if (m <= 0 || m >= 1) continue;
        band++;
        if (Math.abs((stroked.data[y * 200 + x] ?? 0) - m) > 1e-6) changed++;
      }
    }
    expect(band).toBeGreaterThan(50);
    expect(changed).toBe(0);
  });
});
