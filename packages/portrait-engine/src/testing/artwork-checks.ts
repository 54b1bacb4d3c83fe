import path from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import type { HeadGeometry } from '../costumes/costume';

/*
 * What the engine tests share: the fixture photos as the upload step hands them over, and the
 * measures a shopper's eye would take of an artwork.
 */

export const PHOTOS_DIR = FIXTURE_PHOTOS;
export const PHOTOS = ['single_grace_hopper_512x512.jpg', 'single_woman_smiling_698x790.png'];
export const ARTWORK = { width: 1232, height: 1536 };

/** As the upload step hands photos over: upright, fitted inside 2048 px, JPEG. */
export async function normalisedPhoto(name: string): Promise<Buffer> {
  return sharp(path.join(PHOTOS_DIR, name))
    .rotate()
    .resize(2048, 2048, { fit: 'inside' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Side of the grey thumbnails the region under the chin is compared at. */
const STRUCTURE_SIZE = 64;
/** Below this spread (grey levels) the artwork does not change with the photo at all. */
const NO_CHANGE = 1;

async function underChin(image: Buffer, head: HeadGeometry): Promise<Float32Array> {
  const top = Math.round(head.chin.y + head.faceHeight * 0.35);
  const sized = await sharp(image).resize(head.width, head.height, { fit: 'fill' }).toBuffer();
  const grey = await sharp(sized)
    .extract({ left: 0, top, width: head.width, height: head.height - top })
    .resize(STRUCTURE_SIZE, STRUCTURE_SIZE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return Float32Array.from(grey);
}

function pearson(a: Float32Array, b: Float32Array): number {
  const mean = (v: Float32Array) => v.reduce((sum, x) => sum + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  if (Math.sqrt(vb / b.length) < NO_CHANGE) return 0;
  return cov / Math.sqrt(va * vb);
}

/** A photo and its colour negative (same shape, other pixels) and the artworks made of each. */
export interface PhotoPair {
  readonly photo: Buffer;
  readonly negative: Buffer;
  readonly artwork: Buffer;
  readonly negativeArtwork: Buffer;
}

/**
 * How much of the photo's structure shows under the chin: the correlation, from a little below
 * the chin to the bottom, between what changes from the photo to its negative (as the engine
 * framed them, at `head`'s size) and what changes between their artworks. The photo's own
 * body carried into the artwork, however repainted, changes with it (near 1); a costume and
 * scene drawn from the head's geometry alone do not (near 0).
 */
export async function photoStructureUnderChin(pair: PhotoPair, head: HeadGeometry) {
  const [photo, negative, artwork, negativeArtwork] = await Promise.all(
    [pair.photo, pair.negative, pair.artwork, pair.negativeArtwork].map((image) =>
      underChin(image, head),
    ),
  );
  const change = (a: Float32Array, b: Float32Array) => a.map((value, i) => value - (b[i] ?? 0));
  return pearson(
    change(photo as Float32Array, negative as Float32Array),
    change(artwork as Float32Array, negativeArtwork as Float32Array),
  );
}

/**
 * The largest step in brightness between neighbouring lines parallel to an edge, each line
 * averaged along its whole length, within `depth` (a share of the width) of any edge: a frame
 * is bands running the whole length of each side, so it steps sharply; a painting that runs to
 * the edge changes gradually.
 */
export async function borderStep(image: Buffer, depth = 0.12): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const reach = Math.round(width * depth);
  const at = (x: number, y: number) => data[y * width + x] ?? 0;
  const line = (side: number, d: number) => {
    let sum = 0;
    const length = side < 2 ? height - 2 * reach : width - 2 * reach;
    for (let t = reach; t < reach + length; t++) {
      if (side === 0) sum += at(d, t);
      else if (side === 1) sum += at(width - 1 - d, t);
      else if (side === 2) sum += at(t, d);
      else sum += at(t, height - 1 - d);
    }
    return sum / length;
  };
  let step = 0;
  for (let side = 0; side < 4; side++) {
    let previous = line(side, 0);
    for (let d = 1; d < reach; d++) {
      const next = line(side, d);
      step = Math.max(step, Math.abs(next - previous));
      previous = next;
    }
  }
  return step;
}
