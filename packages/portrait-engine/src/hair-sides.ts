import type { HeadGeometry } from './costumes/costume';
import { smooth } from './head-shape';
import type { Plane } from './raster';

/*
 * Where the hair's fall is cut at its sides (the neck's column it never covers, the photo's own
 * frame beside it), it hung as a slab whose edges ran straight down to its ends: the smiling
 * sitter's hair was two strips on the ermine. Hair draped over the shoulders falls away from
 * the neck and narrows as it hangs: the column it leaves clear widens downwards, its strands
 * next to a cut end sooner, and at the photo's frame it
 * fades as a lost edge, so the fall ends in tapering locks (see lockEnds).
 */

/**
 * Strands right at a cut end this many face widths under the chin, over the collar: shorter,
 * and hair to the chest read as a bob again.
 */
const SHORTEST = 0.7;
/** Strands this many face widths from a cut or more hang their full length. */
const REACH = 0.25;
/** Each strand fades out over this many face widths above its shortened end. */
const TAPER = 0.12;
/**
 * Hair draped over the shoulders falls away from the neck: the column it leaves clear widens by
 * this many pixels for every pixel under the chin.
 */
const DRAPE = 0.15;
/** Across the photo's frame and the neck's column the hair fades over this many face widths. */
const FRAME_FADE = 0.1;

export interface HairCuts {
  /** Across the head from its middle, in pixels: the neck's column's half width and middle. */
  readonly neckHalf: number;
  readonly neckAt: number;
  /** The photo's frame beside the hair, in the picture's pixels. */
  readonly left: number;
  readonly right: number;
  /** How far the hair falls at most, in pixels under the chin along the head's axis. */
  readonly fall: number;
}

/**
 * `hair` (the fall beside the neck) with its strands shortened near the cuts at its sides, in
 * place: nothing is added, only taken away.
 */
export function roundHairSides(hair: Plane, head: HeadGeometry, cuts: HairCuts): Plane {
  const { width, height, data } = hair;
  const { faceCenter, faceWidth, chin, tilt } = head;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const chinDepth = (chin.x - faceCenter.x) * -sin + (chin.y - faceCenter.y) * cos;
  const shortest = chinDepth + SHORTEST * faceWidth;
  const longest = chinDepth + cuts.fall;
  const taper = TAPER * faceWidth;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const kept = data[p] ?? 0;
      if (kept <= 0) continue;
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      const across = dx * cos + dy * sin;
      const down = -dx * sin + dy * cos;
      const drape = DRAPE * Math.max(0, down - chinDepth);
      const fromNeck = Math.abs(across - cuts.neckAt) - cuts.neckHalf - drape;
      const fromFrame = Math.min(x - cuts.left, cuts.right - 1 - x);
      const near = Math.max(0, Math.min(fromNeck, fromFrame)) / (REACH * faceWidth);
      const end = shortest + (longest - shortest) * smooth(near);
      data[p] =
        kept *
        smooth((end - down) / taper + 0.5) *
        smooth(fromFrame / (FRAME_FADE * faceWidth)) *
        smooth(fromNeck / (FRAME_FADE * faceWidth) + 0.5);
    }
  }
  return hair;
}
