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
const LOCK_WIDTH = [0.09, 0.2] as const;
/**
 * Each lock ends up to this many face widths above where its hair ends, at random, long and
 * short locks in turn (rising up to 0.4 of it, then 0.6 and more): where the hair ends on a
 * straight line (a collar in the photo, the photo's own frame) the locks alone break it.
 */
const LOCK_RISE = 0.3;
/** A lock's sides end this many face widths above its middle: it ends in a point. */
const LOCK_POINT = 0.1;
/** Each strand fades out over this many face widths above its lock's end. */
const TAPER = 0.16;
/**
 * A column's hair is what is kept at least this much: what looks partly like the hair (a dark
 * shirt under dark hair, kept at 0.7 or 0.8) hangs on no lock.
 */
const KEPT = 0.9;
/** A column's hair ends above the first stretch this many face widths long kept less than KEPT. */
const GAP = 0.06;
/** Columns with no end of their own borrow their neighbours' up to this many pixels away. */
const BORROW = 3;

/** How far above the hair's own end each column's lock ends, in pixels, by column. */
function lockRise(columns: number, faceWidth: number, seed: number): Float32Array {
  const random = createRandom(seed);
  const rise = new Float32Array(columns);
  for (let start = 0, lock = 0; start < columns; lock++) {
    const width = faceWidth * (LOCK_WIDTH[0] + random() * (LOCK_WIDTH[1] - LOCK_WIDTH[0]));
    const lift = (random() * 0.4 + (lock % 2) * 0.6) * LOCK_RISE * faceWidth;
    const end = Math.min(columns, Math.ceil(start + width));
    for (let c = start; c < end; c++) {
      const t = (c - start + 0.5) / width;
      rise[c] = lift + LOCK_POINT * faceWidth * (1 - Math.sin(Math.PI * Math.min(1, t)) ** 0.5);
    }
    start = end;
  }
  return rise;
}

type At = (x: number, y: number) => number;

/**
 * Where the hair hanging down each column ends: the last pixel kept at least KEPT before the
 * first stretch of GAP kept less, counted from the column's top. What lies under that is no
 * lock, even where a few of its pixels pass KEPT lower down.
 */
function hangingEnds(
  hair: Plane,
  column: At,
  depth: At,
  columns: number,
  faceWidth: number,
): Float32Array {
  const { width, height, data } = hair;
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      if ((data[p] ?? 0) <= 0) continue;
      top = Math.min(top, Math.floor(depth(x, y)));
      bottom = Math.max(bottom, Math.floor(depth(x, y)));
    }
  }
  const ends = new Float32Array(columns).fill(Number.NEGATIVE_INFINITY);
  if (bottom < top) return ends;
  // Per column and row of depth: 0 no pixel, 1 a pixel kept less than KEPT, 2 one kept more.
  const rows = bottom - top + 1;
  const seen = new Uint8Array(columns * rows);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const row = Math.floor(depth(x, y)) - top;
      if (row < 0 || row >= rows) continue;
      const i = column(x, y) * rows + row;
      seen[i] = Math.max(seen[i] ?? 0, (data[p] ?? 0) >= KEPT ? 2 : 1);
    }
  }
  const gap = GAP * faceWidth;
  for (let c = 0; c < columns; c++) {
    let last = -1;
    let short = 0;
    for (let row = 0; row < rows && short < gap; row++) {
      const state = seen[c * rows + row] ?? 0;
      if (state === 2) {
        last = row;
        short = 0;
      } else if (state === 1 && last >= 0) short++;
    }
    if (last >= 0) ends[c] = top + last;
  }
  return ends;
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
  const ends = hangingEnds(hair, column, depth, columns, faceWidth);
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
