import type { HeadGeometry } from './costumes/costume';
import type { Features, PlacedFace } from './head';
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
/**
 * On a face seen from the front, hair and ears reach this many half face widths from the face's
 * middle beside the jaw, and hair this many above it (loose hair spreads wider than the jaw).
 */
const HEAD_HALF_WIDTH = 1.7;
const HAIR_HALF_WIDTH = 2.4;
/**
 * On a face turned fully aside, the head ends this many half face widths in front of the face's
 * middle (the nose) and reaches this many behind it (the back of the head): what the sitter
 * holds before the face (a camera, a hand) stays out, the hair behind stays in.
 */
const FRONT_HALF_WIDTH = 0.4;
const BACK_HALF_WIDTH = 2.6;
/** Hair reaches at most this many face widths above the face's middle. */
const HAIR_ABOVE = 1.7;
/**
 * Behind a turned face the hair falls this many face widths below the chin, fading out over
 * HAIR_FADE times the cut's width, so it melts into the scene instead of ending in a line.
 */
const HAIR_BELOW_CHIN = 0.3;
const HAIR_FADE = 4;
/** The neck of a face turned fully aside lies this share of the face width behind its middle. */
const NECK_BEHIND_TURNED = 0.25;
/**
 * The nose up to this share of the face width off the eyes' middle reads as a face seen from
 * the front (landmarks wander, smiles pull), and from NOSE_OFF_WHEN_TURNED as one turned aside.
 */
const NOSE_OFF_FROM_FRONT = 0.05;
const NOSE_OFF_WHEN_TURNED = 0.2;
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
 * How far the face is turned, from the nose's place across the eyes' line: -1 (looking towards
 * the picture's left) to 1 (towards its right), 0 from the front.
 */
export function faceTurn(head: HeadGeometry, features: Features): number {
  const { leftEye, rightEye, nose } = features;
  const across = (nose.x - (leftEye.x + rightEye.x) / 2) * Math.cos(head.tilt);
  const down = (nose.y - (leftEye.y + rightEye.y) / 2) * Math.sin(head.tilt);
  const off = (across + down) / head.faceWidth;
  const turn = (Math.abs(off) - NOSE_OFF_FROM_FRONT) / (NOSE_OFF_WHEN_TURNED - NOSE_OFF_FROM_FRONT);
  return Math.sign(off) * Math.min(1, Math.max(0, turn));
}

/**
 * The head as the body below sees it: on a turned face the neck, and the costume with it, lies
 * behind the face's middle, under the ear, not under the nose.
 */
export function headOverBody(head: HeadGeometry, turn: number): HeadGeometry {
  const back = -turn * NECK_BEHIND_TURNED * head.faceWidth;
  const dx = back * Math.cos(head.tilt);
  const dy = back * Math.sin(head.tilt);
  const { faceCenter, chin } = head;
  return {
    ...head,
    faceCenter: { x: faceCenter.x + dx, y: faceCenter.y + dy },
    chin: { x: chin.x + dx, y: chin.y + dy },
  };
}

/**
 * The part of the picture where the head may show, from the landmarks alone: a rounded cap over
 * the face for the hair, a few face widths at most, the face narrowing like a jaw towards the
 * chin, and the top of the neck. A turned face keeps more behind it and less before it.
 */
export function headShape(head: HeadGeometry, turn = 0, faceReach = 0): Plane {
  const { width, height, faceCenter, faceWidth, chin, tilt } = head;
  const plane = createPlane(width, height);
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  // Across (u) and down (v) the face from its centre; the chin is at v = chinDepth.
  const chinDepth = (chin.x - faceCenter.x) * -sin + (chin.y - faceCenter.y) * cos;
  const soft = faceWidth * CUT_SOFTNESS;
  const neckDepth = chinDepth + head.faceHeight * NECK_BELOW_CHIN;
  const aside = Math.abs(turn);
  // Half widths from the front view to the turned one, for the jaw (0) and the hair above (1).
  const reach = (halfWidths: number) =>
    [HEAD_HALF_WIDTH, HAIR_HALF_WIDTH].map(
      (level) => (faceWidth / 2) * (level + (halfWidths - level) * aside),
    );
  // Never in front of the face's own edge: a cheek turned three quarters stays whole.
  const front = reach(FRONT_HALF_WIDTH).map((side) => Math.max(side, faceReach + soft / 2));
  const back = reach(BACK_HALF_WIDTH);
  const level = reach(HEAD_HALF_WIDTH);
  const top = faceWidth * HAIR_ABOVE;
  const hairDepth = chinDepth + faceWidth * HAIR_BELOW_CHIN * aside;
  const neckAcross = -turn * NECK_BEHIND_TURNED * faceWidth;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      const across = dx * cos + dy * sin;
      const u = Math.abs(across);
      const v = -dx * sin + dy * cos;
      const [jawSide = 0, hairSide = 0] =
        across * turn < 0 ? back : across * turn > 0 ? front : level;
      // From the face's front (0) to the back of the head (1), so the hair's fall has no seam.
      const behind = smooth(0.5 - (across * Math.sign(turn)) / faceWidth);
      const fade = soft * (1 + (HAIR_FADE - 1) * aside * behind);
      let keep: number;
      if (v <= 0) {
        // A rounded box: hair is widest round the ears and narrows only near the crown.
        const r = Math.cbrt((u / hairSide) ** 3 + (-v / top) ** 3);
        keep = smooth(((1 - r) * Math.min(hairSide, top)) / fade + 0.5);
      } else {
        const depth = chinDepth + (hairDepth - chinDepth) * behind;
        const t = Math.min(1, v / depth);
        const jaw = jawSide * Math.sqrt(Math.max(0, 1 - t * t));
        const face = smooth((jaw - u) / fade + 0.5) * smooth((depth - v) / fade + 0.5);
        const neck =
          smooth((faceWidth * NECK_HALF_WIDTH - Math.abs(across - neckAcross)) / (soft * 2) + 0.5) *
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
  face: PlacedFace,
  hideHeadAbove?: number,
): Promise<Plane> {
  const spread = await blurPlane(person, head.faceWidth * ERODE_SHARE);
  const turn = faceTurn(head, face.features);
  const { box } = face;
  const faceReach = turn > 0 ? box.x + box.width - head.faceCenter.x : head.faceCenter.x - box.x;
  const shape = headShape(head, turn, faceReach);
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
