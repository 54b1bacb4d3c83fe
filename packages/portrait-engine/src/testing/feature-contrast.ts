import { blurRaster } from '../ops/blur';
import type { Raster } from '../raster';

/*
 * How much detail a face holds at the scale of its features, read off a picture: the
 * brightness less a blur of it, as a root mean square over the middle of the face's box (eyes,
 * nose and mouth; no hair, no background). A painting that smears the lids and the line of the
 * lips reads lower than its photo; one that draws them reads as high or higher.
 */

/** The blur whose difference is judged, in pixels of a picture at painting size: the features. */
export const FEATURE_SCALE = 6;
/** The same for their lines: lashes, a lid's rim, the line between the lips. */
export const LINE_SCALE = 1.5;
/** The share of the face's box kept on every side: its middle, the features. */
const INSET = 0.2;

export interface FaceBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const luma = (data: Uint8ClampedArray, i: number) =>
  0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);

export async function featureContrast(
  picture: Raster,
  box: FaceBox,
  scale = FEATURE_SCALE,
): Promise<number> {
  const blurred = await blurRaster(picture, scale);
  const x0 = Math.max(0, Math.round(box.x + box.width * INSET));
  const x1 = Math.min(picture.width, Math.round(box.x + box.width * (1 - INSET)));
  const y0 = Math.max(0, Math.round(box.y + box.height * INSET));
  const y1 = Math.min(picture.height, Math.round(box.y + box.height * (1 - INSET)));
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0, i = (y * picture.width + x0) * 3; x < x1; x++, i += 3) {
      const step = luma(picture.data, i) - luma(blurred.data, i);
      sum += step * step;
      count++;
    }
  }
  return Math.sqrt(sum / Math.max(1, count));
}
