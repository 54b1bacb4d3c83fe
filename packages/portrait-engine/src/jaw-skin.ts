import type { HeadGeometry, SkinTone } from './costumes/costume';
import { hairAt, labAt, toLab } from './hair-model';
import { boxBlurFloat } from './media/box-blur';
import type { Plane, Raster } from './raster';
import { rgbOf } from './skin-light';

/*
 * The head's cut fades out just under the chin, over the drawn neck; where the photo has no
 * skin in that fade, or the chin was found too low (a collar, a turtleneck, a throat in black
 * shadow), it showed as a grey or dark band. Under the chin, in the neck's column only, the
 * photo is kept where it is skin, so the drawn neck shows where the photo has none. The face
 * and the hair beside the jaw are never judged: a smile's shadow or a lock of hair is not cut
 * out.
 * Behind a turned face, under the ear, the person mask holds what lies behind the jaw: the back
 * of the neck and the hair, but also a white shirt collar, which stood as a bright post between
 * jaw and costume. There all is kept but a white much lighter than the skin and the hair at
 * the temple (hair-model).
 */

/** Judging starts this many face heights over the estimated chin and is full this many under it. */
const FROM_ABOVE_CHIN = 0.12;
const FULL_BELOW_CHIN = 0.05;
/** Only within this many face widths of the chin's middle, fading out to the next. */
const COLUMN = 0.3;
const COLUMN_FADE = 0.42;
/** Brightness, as a share of the cheeks', that still counts as skin (a chin's own shading). */
const DARKEST = 0.55;
const BRIGHTEST = 1.45;
/** Distance of chromaticity (shares of r, g, b) within which a pixel counts as skin, and past which it does not. */
const SAME_HUE = 0.035;
const OTHER_HUE = 0.08;
/**
 * Behind the face, from this many face widths behind its middle (the cheek's back, before the
 * ear) fully BEHIND_FADE further back, and from this many under its middle (level with the
 * ear: a collar rises behind it), fully BEHIND_FADE lower, on a face turned at least
 * BEHIND_FROM (see faceTurn), fully from BEHIND_FULL.
 */
const BEHIND_ACROSS = 0.3;
const BEHIND_BELOW = -0.3;
const BEHIND_FADE = 0.12;
const BEHIND_FROM = 0.6;
const BEHIND_FULL = 0.8;
/**
 * Behind the jaw no white is kept: lighter (CIE L) than the skin's base by this much and the
 * hair's by LIGHTER_THAN_HAIR, fading in over LIGHTER_FADE, with a chroma under WHITE_CHROMA
 * (fading out by twice that). The auburn of a backlit lock has a chroma near 28.
 */
const LIGHTER_THAN_SKIN = 15;
const LIGHTER_THAN_HAIR = 15;
const LIGHTER_FADE = 8;
const WHITE_CHROMA = 8;
/** Behind the jaw, a rim this many face widths wide round what is not kept goes with it. */
const RIM = 0.025;
/** A little softening, so single noisy pixels do not speckle the cut (a box's radius, pixels). */
const SOFTEN = 3;

const ramp = (value: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (value - from) / (to - from)));

/** Each value's least within `radius` across and down (a square), row pass then column pass. */
function leastAround(values: Float32Array, width: number, height: number, radius: number) {
  const rows = new Float32Array(values.length);
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let least = 1;
      for (let d = Math.max(0, x - radius); d <= Math.min(width - 1, x + radius); d++) {
        least = Math.min(least, values[y * width + d] ?? 1);
      }
      rows[y * width + x] = least;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let least = 1;
      for (let d = Math.max(0, y - radius); d <= Math.min(height - 1, y + radius); d++) {
        least = Math.min(least, rows[d * width + x] ?? 1);
      }
      out[y * width + x] = least;
    }
  }
  return out;
}

/** The box (whole pixels, inside the picture) round the neck's column, where judging happens. */
function neckBox(head: HeadGeometry, behind: number) {
  const { chin, faceCenter, faceWidth, faceHeight, width, height } = head;
  // Wide and deep enough for the column turned with the head, and the blur's reach round it;
  // behind a turned face, as far back as the head's cut reaches (head-shape's BACK_HALF_WIDTH).
  const half = faceWidth * (COLUMN_FADE + 0.3) + SOFTEN * 3;
  const back = behind === 0 ? 0 : faceWidth * 1.6;
  const left = Math.max(0, Math.floor(chin.x - half - (behind < 0 ? back : 0)));
  const right = Math.min(width, Math.ceil(chin.x + half + (behind > 0 ? back : 0)));
  const top = Math.max(
    0,
    Math.floor(Math.min(chin.y - faceHeight * FROM_ABOVE_CHIN, faceCenter.y) - faceWidth * 0.3),
  );
  const bottom = Math.min(height, Math.ceil(chin.y + faceHeight + faceWidth));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * `turn` is the face's (see faceTurn) and `person` the person mask, where the hair is sampled
 * at the temple behind the face.
 */
export function keepSkinUnderJaw(
  mask: Plane,
  photo: Raster,
  head: HeadGeometry,
  skin: SkinTone,
  turn = 0,
  person: Plane = mask,
): Plane {
  // The hair at the temple behind a turned face; with none there (bald, or not found) only
  // the neck's column is judged.
  const hair =
    Math.abs(turn) >= BEHIND_FROM
      ? hairAt(photo, person, undefined, head, -Math.sign(turn))
      : undefined;
  const turned = hair ? ramp(Math.abs(turn), BEHIND_FROM, BEHIND_FULL) : 0;
  // The picture's side the back of the head is on: -1 its left, 1 its right, 0 not judged.
  const back = turned > 0 ? -Math.sign(turn) : 0;
  const box = neckBox(head, back);
  const data = mask.data.slice();
  if (box.width === 0 || box.height === 0) return { width: mask.width, height: mask.height, data };
  const [sr, sg, sb] = rgbOf(skin.base);
  const skinLuma = Math.max(1, 0.299 * sr + 0.587 * sg + 0.114 * sb);
  const skinSum = Math.max(1, sr + sg + sb);
  const cos = Math.cos(head.tilt);
  const sin = Math.sin(head.tilt);
  const { chin, faceCenter, faceHeight, faceWidth } = head;
  const skinLightness = toLab(sr, sg, sb)[0];
  // Behind the jaw hair falls, and whatever it holds stays but for one thing: a white much
  // lighter than skin and hair (a collar). The skin's test would let it through as a lit
  // cheek's highlight; a backlit lock is as light, but keeps the hair's colour.
  const top = Math.max(
    skinLightness + LIGHTER_THAN_SKIN,
    (hair?.lightness ?? 0) + LIGHTER_THAN_HAIR,
  );
  const notWhite = (p: number) => {
    const [lightness, a, b] = labAt(photo, p);
    return (
      1 -
      ramp(lightness, top, top + LIGHTER_FADE) *
        (1 - ramp(Math.hypot(a, b), WHITE_CHROMA, WHITE_CHROMA * 2))
    );
  };
  const skinness = new Float32Array(box.width * box.height).fill(1);
  const behindness = new Float32Array(box.width * box.height);
  const pixels = photo.data;
  for (let by = 0, q = 0; by < box.height; by++) {
    const y = box.top + by;
    for (let bx = 0; bx < box.width; bx++, q++) {
      const x = box.left + bx;
      const p = y * mask.width + x;
      if ((mask.data[p] ?? 0) <= 0) continue;
      const below = (-(x - chin.x) * sin + (y - chin.y) * cos) / faceHeight;
      const across = Math.abs((x - chin.x) * cos + (y - chin.y) * sin) / faceWidth;
      const column =
        ramp(below, -FROM_ABOVE_CHIN, FULL_BELOW_CHIN) * (1 - ramp(across, COLUMN, COLUMN_FADE));
      const dx = x - faceCenter.x;
      const dy = y - faceCenter.y;
      const behind =
        turned *
        ramp((-dx * sin + dy * cos) / faceWidth, BEHIND_BELOW, BEHIND_BELOW + BEHIND_FADE) *
        ramp(
          ((dx * cos + dy * sin) * back) / faceWidth,
          BEHIND_ACROSS,
          BEHIND_ACROSS + BEHIND_FADE,
        );
      const judged = Math.max(column, behind);
      if (judged <= 0) continue;
      const i = p * 3;
      const r = pixels[i] ?? 0;
      const g = pixels[i + 1] ?? 0;
      const b = pixels[i + 2] ?? 0;
      const light = (0.299 * r + 0.587 * g + 0.114 * b) / skinLuma;
      const sum = Math.max(1, r + g + b);
      const hue = Math.hypot(
        r / sum - sr / skinSum,
        g / sum - sg / skinSum,
        b / sum - sb / skinSum,
      );
      const skinLike =
        ramp(light, DARKEST * 0.8, DARKEST) *
        (1 - ramp(light, BRIGHTEST, BRIGHTEST * 1.15)) *
        (1 - ramp(hue, SAME_HUE, OTHER_HUE));
      const like = behind > column ? notWhite(p) : skinLike;
      behindness[q] = behind;
      skinness[q] = 1 - judged * (1 - like);
    }
  }
  // A collar's edges blend into the hair beside it and pass both tests: behind the jaw what
  // is not kept takes a little of its surround with it.
  const eroded = leastAround(skinness, box.width, box.height, Math.round(faceWidth * RIM));
  for (let q = 0; q < skinness.length; q++) {
    const k = behindness[q] ?? 0;
    skinness[q] = (skinness[q] ?? 1) * (1 - k) + (eroded[q] ?? 1) * k;
  }
  const soft = boxBlurFloat({ width: box.width, height: box.height, data: skinness }, SOFTEN);
  for (let by = 0, q = 0; by < box.height; by++) {
    for (let bx = 0, p = (box.top + by) * mask.width + box.left; bx < box.width; bx++, q++, p++) {
      data[p] = (data[p] ?? 0) * Math.min(1, soft.data[q] ?? 1);
    }
  }
  return { width: mask.width, height: mask.height, data };
}
