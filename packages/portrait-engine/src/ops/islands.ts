import type { Plane } from '../raster';

/** A mask value from which a pixel counts as part of a piece. */
const SOLID = 0.5;

/**
 * The mask with only the piece that holds `seed` kept: scraps of the old background the mask
 * model took for the person (a lamp, a shoulder behind) lie apart from the head and are
 * dropped, with the soft rim round them.
 */
export function keepPieceAt(mask: Plane, seed: { x: number; y: number }): Plane {
  const { width, height, data } = mask;
  const kept = new Uint8Array(data.length);
  const x0 = Math.round(seed.x);
  const y0 = Math.round(seed.y);
  if (x0 < 0 || y0 < 0 || x0 >= width || y0 >= height) return mask;
  const stack = [y0 * width + x0];
  kept[y0 * width + x0] = 1;
  // The rim (under SOLID) round the piece is taken too, so its feathering stays.
  while (stack.length > 0) {
    const p = stack.pop() as number;
    if ((data[p] ?? 0) < SOLID) continue;
    const x = p % width;
    for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
      if (q < 0 || q >= data.length || kept[q] || (data[q] ?? 0) <= 0) continue;
      kept[q] = 1;
      stack.push(q);
    }
  }
  const out = new Float32Array(data.length);
  for (let p = 0; p < data.length; p++) out[p] = kept[p] ? (data[p] ?? 0) : 0;
  return { width, height, data: out };
}
