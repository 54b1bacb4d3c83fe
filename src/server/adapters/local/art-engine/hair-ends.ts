import type { HeadGeometry } from './costumes/costume';
import { smooth } from './head-shape';
import { createRandom } from './prng';
import type { Plane } from './raster';

/*
 * Long hair cut where the photo's hair or the fall's reach ends read as a slab with a straight
 * cut. A painter ends it in locks: each lock's end on its own row, its middle hanging lowest,
 * every strand thinning out over its last stretch. The ends are read along the strands (down the
 * head's axis, so a tilted head's hair ends square to its own fall), column by column.
 */

/** Locks are this many face widths across, at random within the range. */
const LOCK_WIDTH = [0.05, 0.13] as const;
/** Each lock ends up to this many face widths above where its hair ends, at random. */
const LOCK_RISE = 0.3;
/** A lock's sides end this many face widths above its middle: it ends in a point. */
const LOCK_POINT = 0.1;
/** Each strand fades out over this many face widths above its lock's end. */
const TAPER = 0.16;
/** A column's hair ends at the last pixel kept at least this much: what looks only half like the hair (a dark shirt under dark hair) hangs on no lock. */
const KEPT = 0.8;
/** Columns with no end of their own borrow their neighbours' up to this many pixels away. */
const BORROW = 3;

/** How far above the hair's own end each column's lock ends, in pixels, by column. */
function lockRise(columns: number, faceWidth: number, seed: number): Float32Array {
  const random = createRandom(seed);
  const rise = new Float32Array(columns);
  for (let start = 0; start < columns; ) {
    const width = faceWidth * (LOCK_WIDTH[0] + random() * (LOCK_WIDTH[1] - LOCK_WIDTH[0]));
    const lift = random() * LOCK_RISE * faceWidth;
    const end = Math.min(columns, Math.ceil(start + width));
    for (let c = start; c < end; c++) {
      const t = (c - start + 0.5) / width;
      rise[c] = lift + LOCK_POINT * faceWidth * (1 - Math.sin(Math.PI * Math.min(1, t)) ** 0.5);
    }
    start = end;
  }
  return rise;
}

/**
 * `hair` (a mask of hair hanging down from the head) with its lower ends turned into locks:
 * in each column across the head's axis the hair ends a random lock's rise above where it ended,
 * fading out over the strands' last stretch. Nothing is added, only taken away at the ends.
 */
export function lockEnds(hair: Plane, head: HeadGeometry, seed: number): Plane {
  const { width, height, data } = hair;
  const { faceCenter, faceWidth, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const reach = Math.ceil(Math.hypot(width, height));
  const columns = 2 * reach + 1;
  const column = (x: number, y: number) =>
    Math.round((x - faceCenter.x) * cos + (y - faceCenter.y) * sin) + reach;
  const depth = (x: number, y: number) => -(x - faceCenter.x) * sin + (y - faceCenter.y) * cos;
  const ends = new Float32Array(columns).fill(Number.NEGATIVE_INFINITY);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      if ((data[p] ?? 0) < KEPT) continue;
      const c = column(x, y);
      ends[c] = Math.max(ends[c] ?? Number.NEGATIVE_INFINITY, depth(x, y));
    }
  }
  const borrowed = ends.map((_, c) => {
    let end = Number.NEGATIVE_INFINITY;
    for (let d = -BORROW; d <= BORROW; d++) end = Math.max(end, ends[c + d] ?? end);
    return end;
  });
  const rise = lockRise(columns, faceWidth, seed);
  const out = new Float32Array(data.length);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const m = data[p] ?? 0;
      if (m <= 0) continue;
      const c = column(x, y);
      const end = (borrowed[c] ?? Number.NEGATIVE_INFINITY) - (rise[c] ?? 0);
      out[p] = m * smooth((end - depth(x, y)) / (TAPER * faceWidth));
    }
  }
  return { width, height, data: out };
}
