import type { HeadGeometry, SkinTone } from './costumes/costume';
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
/** A little softening, so single noisy pixels do not speckle the cut (a box's radius, pixels). */
const SOFTEN = 3;

const ramp = (value: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (value - from) / (to - from)));

/** The box (whole pixels, inside the picture) round the neck's column, where judging happens. */
function neckBox(head: HeadGeometry) {
  const { chin, faceWidth, faceHeight, width, height } = head;
  // Wide and deep enough for the column turned with the head, and the blur's reach round it.
  const half = faceWidth * (COLUMN_FADE + 0.3) + SOFTEN * 3;
  const left = Math.max(0, Math.floor(chin.x - half));
  const right = Math.min(width, Math.ceil(chin.x + half));
  const top = Math.max(0, Math.floor(chin.y - faceHeight * FROM_ABOVE_CHIN - faceWidth * 0.3));
  const bottom = Math.min(height, Math.ceil(chin.y + faceHeight + faceWidth));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

export function keepSkinUnderJaw(
  mask: Plane,
  photo: Raster,
  head: HeadGeometry,
  skin: SkinTone,
): Plane {
  const box = neckBox(head);
  const data = mask.data.slice();
  if (box.width === 0 || box.height === 0) return { width: mask.width, height: mask.height, data };
  const [sr, sg, sb] = rgbOf(skin.base);
  const skinLuma = Math.max(1, 0.299 * sr + 0.587 * sg + 0.114 * sb);
  const skinSum = Math.max(1, sr + sg + sb);
  const cos = Math.cos(head.tilt);
  const sin = Math.sin(head.tilt);
  const { chin, faceHeight } = head;
  const skinness = new Float32Array(box.width * box.height).fill(1);
  const pixels = photo.data;
  for (let by = 0, q = 0; by < box.height; by++) {
    const y = box.top + by;
    for (let bx = 0; bx < box.width; bx++, q++) {
      const x = box.left + bx;
      const p = y * mask.width + x;
      if ((mask.data[p] ?? 0) <= 0) continue;
      const below = (-(x - chin.x) * sin + (y - chin.y) * cos) / faceHeight;
      const across = Math.abs((x - chin.x) * cos + (y - chin.y) * sin) / head.faceWidth;
      const judged =
        ramp(below, -FROM_ABOVE_CHIN, FULL_BELOW_CHIN) * (1 - ramp(across, COLUMN, COLUMN_FADE));
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
      const like =
        ramp(light, DARKEST * 0.8, DARKEST) *
        (1 - ramp(light, BRIGHTEST, BRIGHTEST * 1.15)) *
        (1 - ramp(hue, SAME_HUE, OTHER_HUE));
      skinness[q] = 1 - judged * (1 - like);
    }
  }
  const soft = boxBlurFloat({ width: box.width, height: box.height, data: skinness }, SOFTEN);
  for (let by = 0, q = 0; by < box.height; by++) {
    for (let bx = 0, p = (box.top + by) * mask.width + box.left; bx < box.width; bx++, q++, p++) {
      data[p] = (data[p] ?? 0) * Math.min(1, soft.data[q] ?? 1);
    }
  }
  return { width: mask.width, height: mask.height, data };
}
