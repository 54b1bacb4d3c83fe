import type { HeadGeometry } from './costumes/costume';
import { blurPlane } from './ops/blur';
import { createPlane, type Plane } from './raster';

/**
 * The mask is eroded by blurring it this far (a share of the face width) and keeping only what
 * stays nearly solid: the edge moves inside the person, so no old background rims the head.
 */
const ERODE_SHARE = 0.045;
/** Where the blurred mask counts as head: from ERODE_FLOOR (nothing) to 1 (all). */
const ERODE_FLOOR = 0.55;
/** Width of the soft cut under the jaw and round the neck, as a share of the face width. */
const CUT_SOFTNESS = 0.1;
/** Hair and ears reach this many half face widths from the face's middle at the eyes. */
const HEAD_HALF_WIDTH = 1.7;
/**
 * The neck is kept this share of the face width either side of its middle, inside the drawn
 * neck (0.28 to 0.33), so its sides fade out on skin rather than on the scene...
 */
const NECK_HALF_WIDTH = 0.22;
/**
 * ...and down to this share of the face height below the chin, fading out over NECK_FADE
 * widths of the cut: the photo's neck melts into the drawn one (in the sampled skin tone)
 * instead of ending in a line, and its shadow under the chin never reaches the collar.
 */
const NECK_BELOW_CHIN = 0.12;
const NECK_FADE = 3;

const smooth = (t: number) => {
  const k = Math.min(1, Math.max(0, t));
  return k * k * (3 - 2 * k);
};

/**
 * The part of the picture where the head may show, from the landmarks alone: everything above
 * the eye line, the face narrowing like a jaw towards the chin, and the top of the neck.
 */
export function headShape(head: HeadGeometry): Plane {
  const { width, height, faceCenter, faceWidth, chin, tilt } = head;
  const plane = createPlane(width, height);
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  // Across (u) and down (v) the face from its centre; the chin is at v = chinDepth.
  const chinDepth = (chin.x - faceCenter.x) * -sin + (chin.y - faceCenter.y) * cos;
  const soft = faceWidth * CUT_SOFTNESS;
  const neckDepth = chinDepth + head.faceHeight * NECK_BELOW_CHIN;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      const u = Math.abs(dx * cos + dy * sin);
      const v = -dx * sin + dy * cos;
      let keep: number;
      if (v <= 0) keep = 1;
      else {
        const t = Math.min(1, v / chinDepth);
        const jaw = (faceWidth / 2) * HEAD_HALF_WIDTH * Math.sqrt(Math.max(0, 1 - t * t));
        const face = smooth((jaw - u) / soft + 0.5) * smooth((chinDepth - v) / soft + 0.5);
        const neck =
          smooth((faceWidth * NECK_HALF_WIDTH - u) / (soft * 2) + 0.5) *
          smooth((neckDepth - v) / (soft * NECK_FADE) + 0.5);
        keep = Math.max(face, neck);
      }
      plane.data[p] = keep;
    }
  }
  return plane;
}

/**
 * The head alone, ready to lay on a costume: the person mask eroded then feathered (no halo),
 * cut under the jaw, and hidden above `hideHeadAbove` where headwear takes its place.
 */
export async function keepHead(
  person: Plane,
  head: HeadGeometry,
  hideHeadAbove?: number,
): Promise<Plane> {
  const spread = await blurPlane(person, head.faceWidth * ERODE_SHARE);
  const shape = headShape(head);
  const out = shape.data;
  const fade = head.faceWidth * 0.04;
  for (let p = 0; p < out.length; p++) {
    const eroded = smooth(((spread.data[p] ?? 0) - ERODE_FLOOR) / (1 - ERODE_FLOOR));
    out[p] = (out[p] ?? 0) * eroded;
  }
  if (hideHeadAbove !== undefined) {
    const { width } = head;
    for (let y = 0; y < head.height; y++) {
      const k = smooth((y - hideHeadAbove) / fade + 0.5);
      if (k >= 1) break;
      for (let x = 0, p = y * width; x < width; x++, p++) out[p] = (out[p] ?? 0) * k;
    }
  }
  return shape;
}
