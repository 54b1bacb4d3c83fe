/** A rectangle of pixels: left and top inclusive, in the picture it is laid out on. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One tile: the pixels the model reads (`read`) and the part of them whose output is kept. */
export interface Tile {
  read: Box;
  /** Within the picture; the same box shifted by `context` is its place inside `read`. */
  keep: Box;
}

/**
 * Lays tiles over a picture that has been extended by `context` pixels on every side (so
 * `width` x `height` is the picture before extending, and tile boxes are in the extended one).
 * The kept parts cover the picture once, with no overlap; each reads `context` pixels more on
 * every side, so the model's zero padding at a tile's edge never reaches a kept pixel and the
 * tiles join as if the picture had been run whole: no seam to hide or blend.
 */
export function layTiles(width: number, height: number, keep: number, context: number): Tile[] {
  const tiles: Tile[] = [];
  for (const row of spans(height, keep)) {
    for (const column of spans(width, keep)) {
      tiles.push({
        keep: { left: column.start, top: row.start, width: column.size, height: row.size },
        read: {
          left: column.start,
          top: row.start,
          width: column.size + 2 * context,
          height: row.size + 2 * context,
        },
      });
    }
  }
  return tiles;
}

/**
 * Cuts a side into near-equal parts of at most `most` pixels: equal parts leave no thin last
 * tile, whose reading would be mostly context.
 */
function spans(side: number, most: number): { start: number; size: number }[] {
  const count = Math.max(1, Math.ceil(side / most));
  const parts: { start: number; size: number }[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.round((i * side) / count);
    parts.push({ start, size: Math.round(((i + 1) * side) / count) - start });
  }
  return parts;
}
