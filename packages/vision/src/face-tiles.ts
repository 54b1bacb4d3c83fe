import type { Face } from './person';

/** A square window on the detection image, in its pixels. */
export interface Tile {
  x: number;
  y: number;
  size: number;
}

/** Neighbouring tiles overlap by at least this share of their side. */
const MIN_TILE_OVERLAP = 1 / 3;

/** Images closer to square than this gain nothing from square tiles. */
const MIN_TILED_ASPECT = 1.2;

/**
 * Square tiles as tall (or wide) as the image, sliding along its longer side. BlazeFace squeezes
 * the whole image into 256×256, so on a 3:2 photo faces are squashed and a small face drops
 * under its limit (about 16 px in that square); a square tile keeps the face's shape and makes
 * it up to 1.8× larger in the detector's input.
 */
export function squareTiles(width: number, height: number): Tile[] {
  const size = Math.min(width, height);
  const length = Math.max(width, height);
  if (length / size < MIN_TILED_ASPECT) return [];
  const count = Math.ceil((length - size) / (size * (1 - MIN_TILE_OVERLAP))) + 1;
  const step = (length - size) / (count - 1);
  return Array.from({ length: count }, (_, index) => {
    const offset = Math.round(index * step);
    return width >= height ? { x: offset, y: 0, size } : { x: 0, y: offset, size };
  });
}

/**
 * Whether a face found in a tile (box in image pixels) reaches a tile side that lies inside the
 * image: then the face is cut by the tile, not by the photo, and the tile's view of it is partial.
 * `tile` and `margin` are in the same image pixels as the box.
 */
export function cutByTile(
  face: Face,
  tile: { x: number; y: number; width: number; height: number },
  image: { width: number; height: number },
  margin: number,
): boolean {
  const { x, y, width, height } = face.box;
  return (
    (tile.x > 0 && x <= tile.x + margin) ||
    (tile.y > 0 && y <= tile.y + margin) ||
    (tile.x + tile.width < image.width && x + width >= tile.x + tile.width - margin) ||
    (tile.y + tile.height < image.height && y + height >= tile.y + tile.height - margin)
  );
}

/** Two boxes this much inside one another (share of the smaller) are the same face. */
const SAME_FACE_OVERLAP = 0.5;

/** One face per person from several overlapping views: the most confident view of each wins. */
export function mergeFaces(faces: readonly Face[]): Face[] {
  const kept: Face[] = [];
  for (const face of [...faces].sort((a, b) => b.score - a.score)) {
    if (!kept.some((other) => overlapOfSmaller(face, other) > SAME_FACE_OVERLAP)) kept.push(face);
  }
  return kept.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
}

function overlapOfSmaller(a: Face, b: Face): number {
  const left = Math.max(a.box.x, b.box.x);
  const top = Math.max(a.box.y, b.box.y);
  const right = Math.min(a.box.x + a.box.width, b.box.x + b.box.width);
  const bottom = Math.min(a.box.y + a.box.height, b.box.y + b.box.height);
  const overlap = Math.max(0, right - left) * Math.max(0, bottom - top);
  const smaller = Math.min(a.box.width * a.box.height, b.box.width * b.box.height);
  return smaller > 0 ? overlap / smaller : 0;
}

/** A face moved by (dx, dy) pixels: from a tile's pixels to the whole image's. */
export function shiftFace(face: Face, dx: number, dy: number): Face {
  const { box, landmarks } = face;
  const shift = (point: { x: number; y: number }) => ({ x: point.x + dx, y: point.y + dy });
  return {
    box: { ...box, x: box.x + dx, y: box.y + dy },
    score: face.score,
    landmarks: {
      leftEye: shift(landmarks.leftEye),
      rightEye: shift(landmarks.rightEye),
      nose: shift(landmarks.nose),
      mouth: shift(landmarks.mouth),
    },
  };
}
