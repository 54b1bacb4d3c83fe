import type { HeadGeometry } from './costumes/costume';
import { createPlane, type Plane } from './raster';

/** Width of the soft cut round the head, as a share of the face width. */
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
export const NECK_BEHIND_TURNED = 0.25;
/**
 * Under the jaw the cut is centred this share of the face width below the chin and fades over
 * JAW_FADE: the chin is found on its own edge (see `chinDepth`), so the lit chin is kept whole
 * and the cut falls in the shadow it casts, where the drawn neck's shadow takes over. None of
 * the photo's neck is kept: where it was, its skin met the drawn one in a seam.
 */
const JAW_CUT_BELOW = 0.02;
const JAW_FADE = 0.05;

export const smooth = (t: number) => {
  const k = Math.min(1, Math.max(0, t));
  return k * k * (3 - 2 * k);
};

/**
 * The pixels round the face within `across` either side of its middle, `up` above and `down`
 * below it, along the face's tilt: the box to work out, clipped to the picture.
 */
function rowsAndColumns(head: HeadGeometry, across: number, up: number, down: number) {
  const { faceCenter, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const u of [-across, across]) {
    for (const v of [-up, down]) {
      xs.push(faceCenter.x + u * cos - v * sin);
      ys.push(faceCenter.y + u * sin + v * cos);
    }
  }
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs))),
    x1: Math.min(head.width, Math.ceil(Math.max(...xs)) + 1),
    y0: Math.max(0, Math.floor(Math.min(...ys))),
    y1: Math.min(head.height, Math.ceil(Math.max(...ys)) + 1),
  };
}

/**
 * The part of the picture where the head may show, from the landmarks alone: a rounded cap over
 * the face for the hair, a few face widths at most, and the face narrowing like a jaw towards
 * the chin, cut just under it. A turned face keeps more behind it and less before it.
 */
export function headShape(head: HeadGeometry, turn = 0, faceReach = 0): Plane {
  const { width, height, faceCenter, faceWidth, chin, tilt } = head;
  const plane = createPlane(width, height);
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  // Across (u) and down (v) the face from its centre; the chin is at v = chinDepth.
  const chinDepth = (chin.x - faceCenter.x) * -sin + (chin.y - faceCenter.y) * cos;
  const soft = faceWidth * CUT_SOFTNESS;
  const jawBelow = faceWidth * JAW_CUT_BELOW;
  const jawFade = faceWidth * JAW_FADE;
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
  const [backJaw = 0, backHair = 0] = back;
  const [frontJaw = 0, frontHair = 0] = front;
  const [levelJaw = 0, levelHair = 0] = level;
  const side = Math.sign(turn);
  const hairSpan = (hairSide: number) => Math.min(hairSide, top);
  // Nothing is kept outside the head's reach (the widest side or the hair's top, and the
  // softest fade): only the rows and columns round it are worked out.
  const widest = Math.max(backJaw, backHair, frontJaw, frontHair, levelJaw, levelHair);
  const fadeMost = soft * HAIR_FADE;
  const narrowest = Math.max(
    1e-6,
    Math.min(hairSpan(backHair), hairSpan(frontHair), hairSpan(levelHair)),
  );
  const grow = 1 + fadeMost / (2 * narrowest);
  const reachAcross = widest * grow;
  const reachUp = top * grow;
  const reachDown = Math.max(chinDepth, hairDepth) + fadeMost + jawBelow + jawFade;
  const { x0, x1, y0, y1 } = rowsAndColumns(head, reachAcross, reachUp, reachDown);
  const data = plane.data;
  for (let y = y0; y < y1; y++) {
    for (let x = x0, p = y * width + x0; x < x1; x++, p++) {
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      const across = dx * cos + dy * sin;
      const u = Math.abs(across);
      const v = -dx * sin + dy * cos;
      const facing = across * turn;
      const jawSide = facing < 0 ? backJaw : facing > 0 ? frontJaw : levelJaw;
      const hairSide = facing < 0 ? backHair : facing > 0 ? frontHair : levelHair;
      // From the face's front (0) to the back of the head (1), so the hair's fall has no seam.
      const behind = smooth(0.5 - (across * side) / faceWidth);
      const fade = soft * (1 + (HAIR_FADE - 1) * aside * behind);
      let keep: number;
      if (v <= 0) {
        // A rounded box: hair is widest round the ears and narrows only near the crown.
        const a = u / hairSide;
        const b = -v / top;
        const r = Math.cbrt(a * a * a + b * b * b);
        keep = smooth(((1 - r) * hairSpan(hairSide)) / fade + 0.5);
      } else {
        const depth = chinDepth + (hairDepth - chinDepth) * behind;
        // Under the jaw the cut is short; the hair falling behind a turned face keeps its fade.
        const under = jawFade + fade - soft;
        const end = depth + jawBelow;
        const t = Math.min(1, v / (end + under / 2));
        const jaw = jawSide * Math.sqrt(Math.max(0, 1 - t * t));
        keep = smooth((jaw - u) / fade + 0.5) * smooth((end - v) / under + 0.5);
      }
      data[p] = keep;
    }
  }
  return plane;
}
