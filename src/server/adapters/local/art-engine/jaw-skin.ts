import type { HeadGeometry, SkinTone } from './costumes/costume';
import { blurPlane } from './ops/blur';
import type { Plane, Raster } from './raster';
import { rgbOf } from './skin-light';

/*
 * The head's cut keeps the top of the photo's neck under the chin so the drawn neck melts into
 * it; where the photo has no skin there (a collar, a turtleneck, a throat in black shadow) that
 * strip showed as a grey or dark band. Under the chin, in the neck's column only, the photo is
 * kept where it is skin, so the drawn neck shows where the photo has none. The face and the
 * hair beside the jaw are never judged: a smile's shadow or a lock of hair is not cut out.
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
/** A little softening, so single noisy pixels do not speckle the cut (pixels). */
const SOFTEN = 2.5;

const ramp = (value: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (value - from) / (to - from)));

export async function keepSkinUnderJaw(
  mask: Plane,
  photo: Raster,
  head: HeadGeometry,
  skin: SkinTone,
): Promise<Plane> {
  const { width, height } = mask;
  const [sr, sg, sb] = rgbOf(skin.base);
  const skinLuma = Math.max(1, 0.299 * sr + 0.587 * sg + 0.114 * sb);
  const skinSum = Math.max(1, sr + sg + sb);
  const cos = Math.cos(head.tilt);
  const sin = Math.sin(head.tilt);
  const { chin, faceHeight } = head;
  const skinness = new Float32Array(mask.data.length).fill(1);
  const pixels = photo.data;
  const top = Math.max(0, Math.floor(chin.y - faceHeight * FROM_ABOVE_CHIN - head.faceWidth));
  for (let y = top, p = top * width; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
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
      skinness[p] = 1 - judged * (1 - like);
    }
  }
  const soft = await blurPlane({ width, height, data: skinness }, SOFTEN);
  const data = mask.data.map((m, p) => m * Math.min(1, soft.data[p] ?? 1));
  return { width, height, data };
}
