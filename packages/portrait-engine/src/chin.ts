import type { PixelPoint } from './costumes/costume';
import type { Plane, Raster } from './raster';

/*
 * The chin is where the head is cut from the costume, so it must be the real one: an estimate
 * below it keeps a strip of the photo's neck or collar that meets the drawn neck in a seam, one
 * above it cuts the chin off. The face finder's box bottom sits within a few pixels of the chin
 * on most faces; the photo then shows the chin's edge itself, lit chin over the shadow it
 * casts on the neck, as a fall of brightness straight down the face.
 */

/**
 * The chin lies this many eye-to-mouth distances below the mouth, at the least and the most:
 * about 0.65 on an adult face seen level, less on a head bowed or turned aside (0.47 on the
 * profile fixture), more on a wide smile or a head raised (0.82).
 */
const NEAREST = 0.45;
const FARTHEST = 0.95;
/** Where the box's bottom says nothing (it lies outside those bounds): the usual proportion. */
const USUAL = 0.68;
/** The column searched, this share of the face width either side of the line through the mouth. */
const COLUMN = 0.08;
/** The brightness is compared over this share of the face width above and below each depth. */
const SPAN = 0.03;
/** How far from the box's bottom an edge is still believed, as a Gaussian's spread in face widths. */
const TRUST = 0.06;
/**
 * A fall of fewer grey levels than this, once weighed by its distance from the box's bottom,
 * is skin's own shading or something under the chin (a collar, a hand), not the chin's edge.
 */
const LEAST_FALL = 12;
/** The person ends where the mask falls under this: the chin is not below it. */
const MASK_IS_PERSON = 0.5;

/** The face's axis: the eyes' middle, the unit vector down the face, and its width. */
export interface FaceAxis {
  readonly eyes: PixelPoint;
  readonly down: PixelPoint;
  readonly faceWidth: number;
}

/** What the search reads of a placed face: its box and its mouth. */
export interface FaceMarks {
  readonly box: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  readonly features: { readonly mouth: PixelPoint };
}

const dot = (a: PixelPoint, b: PixelPoint) => a.x * b.x + a.y * b.y;

/** Mean brightness and mask across the column at `depth` below the eyes, along the face. */
function rowAt(photo: Raster, mask: Plane, axis: FaceAxis, mouth: PixelPoint, depth: number) {
  const { down, eyes, faceWidth } = axis;
  const across = { x: down.y, y: -down.x };
  const below = depth - dot({ x: mouth.x - eyes.x, y: mouth.y - eyes.y }, down);
  const half = Math.max(1, Math.round(faceWidth * COLUMN));
  let light = 0;
  let person = 0;
  let count = 0;
  for (let k = -half; k <= half; k++) {
    const x = Math.round(mouth.x + down.x * below + across.x * k);
    const y = Math.round(mouth.y + down.y * below + across.y * k);
    if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
    const p = y * photo.width + x;
    const i = p * 3;
    light +=
      0.299 * (photo.data[i] ?? 0) +
      0.587 * (photo.data[i + 1] ?? 0) +
      0.114 * (photo.data[i + 2] ?? 0);
    person += mask.data[p] ?? 0;
    count++;
  }
  return count === 0 ? { light: 0, person: 0 } : { light: light / count, person: person / count };
}

/**
 * The chin's depth below the eyes' middle along the face, in pixels: the strongest fall of
 * brightness down the column under the mouth, near the box's bottom and within the face's
 * proportions; the box's bottom (or the usual proportion) when the photo shows no clear edge.
 */
export function chinDepth(photo: Raster, mask: Plane, face: FaceMarks, axis: FaceAxis): number {
  const { eyes, down, faceWidth } = axis;
  const { mouth } = face.features;
  const mouthDepth = dot({ x: mouth.x - eyes.x, y: mouth.y - eyes.y }, down);
  const eyesToMouth = Math.max(faceWidth * 0.2, mouthDepth);
  const nearest = mouthDepth + eyesToMouth * NEAREST;
  const farthest = mouthDepth + eyesToMouth * FARTHEST;
  const { box } = face;
  const boxBottom = dot(
    { x: box.x + box.width / 2 - eyes.x, y: box.y + box.height - eyes.y },
    down,
  );
  const prior =
    boxBottom >= nearest && boxBottom <= farthest ? boxBottom : mouthDepth + eyesToMouth * USUAL;
  const span = Math.max(2, Math.round(faceWidth * SPAN));
  const from = Math.floor(nearest) - span;
  const rows = Array.from({ length: Math.ceil(farthest) + span - from + 1 }, (_, k) =>
    rowAt(photo, mask, axis, mouth, from + k),
  );
  const trust = faceWidth * TRUST;
  let best = prior;
  let bestScore = 0;
  for (let k = span; k < rows.length - span; k++) {
    const depth = from + k;
    if (depth < nearest || depth > farthest) continue;
    if ((rows[k]?.person ?? 0) < MASK_IS_PERSON) break;
    let above = 0;
    let under = 0;
    for (let j = 1; j <= span; j++) {
      above += rows[k - j]?.light ?? 0;
      under += rows[k + j - 1]?.light ?? 0;
    }
    const fall = (above - under) / span;
    const score = fall * Math.exp(-(((depth - prior) / trust) ** 2) / 2);
    if (score >= LEAST_FALL && score > bestScore) {
      bestScore = score;
      best = depth;
    }
  }
  return best;
}
