import type { HeadGeometry } from './costumes/costume';
import type { Features, PlacedFace } from './head';
import { headShape, NECK_BEHIND_TURNED, smooth } from './head-shape';
import { blurPlane } from './ops/blur';
import type { Plane } from './raster';

/**
 * The mask is eroded by blurring it this far (a share of the face width) and keeping only what
 * stays nearly solid: the edge moves inside the person, so no old background rims the head.
 */
const ERODE_SHARE = 0.045;
/** Where the blurred mask counts as head: from ERODE_FLOOR (nothing) to 1 (all). */
const ERODE_FLOOR = 0.55;
/**
 * The nose up to this share of the face width off the eyes' middle reads as a face seen from
 * the front (landmarks wander, smiles pull), and from NOSE_OFF_WHEN_TURNED as one turned aside.
 */
const NOSE_OFF_FROM_FRONT = 0.05;
const NOSE_OFF_WHEN_TURNED = 0.2;

/**
 * The drawn neck is at least 0.28 face widths either side of its middle (see costumes/frame):
 * the cut under the jaw stays soft this far, fading out over OVER_NECK_FADE.
 */
const OVER_NECK_HALF_WIDTH = 0.22;
const OVER_NECK_FADE = 0.06;

/**
 * Below the ears the head's outline meets the costume or the scene: from this many face widths
 * under the face's middle (under the ears' lobes) fully, fading in over EARS_FADE above, the cut
 * stays feathered as the mask made it, several pixels wide, so the head melts into the neck and
 * collar. Above, hair keeps its crisp stroked edge (see strokedEdge).
 */
const SOFT_BELOW_EARS = 0.2;
const EARS_FADE = 0.12;

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
 * Where the head's cut lies over the drawn neck: under the jaw, within the neck's column (the
 * body's, behind a turned face), fading out before the neck's sides, where the jaw meets the
 * scene. There the cut stays soft, skin over skin, and the painting pass blends it.
 */
export function overNeck(body: HeadGeometry): (x: number, y: number) => number {
  const { chin, faceWidth, tilt } = body;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const half = faceWidth * OVER_NECK_HALF_WIDTH;
  const fade = faceWidth * OVER_NECK_FADE;
  return (x, y) => {
    const dx = x - chin.x;
    const dy = y - chin.y;
    const across = Math.abs(dx * cos + dy * sin);
    const below = -dx * sin + dy * cos;
    return smooth((half - across) / fade + 0.5) * smooth((below + faceWidth * 0.2) / fade + 0.5);
  };
}

/** Where the head's cut stays feathered: over the neck, and all along the outline below the ears. */
export function featheredCut(
  body: HeadGeometry,
  head: HeadGeometry,
): (x: number, y: number) => number {
  const neck = overNeck(body);
  const { faceCenter, faceWidth, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  return (x, y) => {
    const below = -(x - faceCenter.x) * sin + (y - faceCenter.y) * cos;
    const ears = smooth((below / faceWidth - SOFT_BELOW_EARS) / EARS_FADE + 1);
    return Math.max(ears, neck(x, y));
  };
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
