import type { Sharp } from 'sharp';
import type { Crop } from './framing';
import type { Plane } from './raster';

/** Width of the fade where the person meets the photo's side or top, as a share of the width. */
const PHOTO_EDGE_FADE = 0.05;
/** How far the carried-on body fades into the scene by the bottom of the portrait. */
const BODY_FADE = 0.3;

/** How a crop maps onto an image: the part of it inside the crop and where that part goes. */
export interface Placement {
  /** The part of the image inside the crop, in the image's pixels. */
  readonly extract: { left: number; top: number; width: number; height: number };
  /** Where that part lands in the portrait, in the portrait's pixels. */
  readonly inner: { left: number; top: number; width: number; height: number };
}

export function place(
  crop: Crop,
  width: number,
  height: number,
  outWidth: number,
  outHeight: number,
): Placement {
  const cropLeft = crop.left * width;
  const cropTop = crop.top * height;
  const scaleX = outWidth / (crop.width * width);
  const scaleY = outHeight / (crop.height * height);
  const left = Math.max(0, Math.round(cropLeft));
  const top = Math.max(0, Math.round(cropTop));
  const right = Math.max(left + 1, Math.min(width, Math.round(cropLeft + crop.width * width)));
  const bottom = Math.max(top + 1, Math.min(height, Math.round(cropTop + crop.height * height)));
  const innerLeft = Math.min(outWidth - 1, Math.max(0, Math.round((left - cropLeft) * scaleX)));
  const innerTop = Math.min(outHeight - 1, Math.max(0, Math.round((top - cropTop) * scaleY)));
  const innerRight = Math.min(outWidth, Math.round((right - cropLeft) * scaleX));
  const innerBottom = Math.min(outHeight, Math.round((bottom - cropTop) * scaleY));
  return {
    extract: { left, top, width: right - left, height: bottom - top },
    inner: {
      left: innerLeft,
      top: innerTop,
      width: Math.max(1, innerRight - innerLeft),
      height: Math.max(1, innerBottom - innerTop),
    },
  };
}

/**
 * Cuts the placement's part out of an image and lays it into a portrait-sized canvas: photos
 * with their edge pixels repeated outwards, masks on black.
 */
export function cutOut(
  image: Sharp,
  { extract, inner }: Placement,
  width: number,
  height: number,
  kind: 'photo' | 'mask',
): Sharp {
  const cut = image.extract(extract).resize(inner.width, inner.height, {
    fit: 'fill',
    kernel: kind === 'photo' ? 'lanczos3' : 'linear',
  });
  const margins = {
    left: inner.left,
    top: inner.top,
    right: width - inner.left - inner.width,
    bottom: height - inner.top - inner.height,
  };
  if (!Object.values(margins).some((margin) => margin > 0)) return cut;
  return cut.extend({
    ...margins,
    extendWith: kind === 'photo' ? 'copy' : 'background',
    background: '#000000',
  });
}

/**
 * Fades the mask out towards the photo's sides and top where they lie inside the portrait (a
 * zoomed out close-up), so the person melts into the scene there instead of ending in a cut.
 * Below the photo the body carries on down as a solid shape, under the costume.
 */
export function fitMaskToPhoto(mask: Plane, inner: Placement['inner']): Plane {
  const { width, height, data } = mask;
  const fade = width * PHOTO_EDGE_FADE;
  const right = inner.left + inner.width;
  const bottom = inner.top + inner.height;
  for (let y = inner.top, p = y * width; y < bottom; y++) {
    const fromTop = inner.top > 0 ? (y - inner.top) / fade : 1;
    for (let x = 0; x < width; x++, p++) {
      const fromLeft = inner.left > 0 ? (x - inner.left) / fade : 1;
      const fromRight = right < width ? (right - x) / fade : 1;
      const k = Math.min(1, Math.max(0, Math.min(fromTop, fromLeft, fromRight)));
      if (k < 1) data[p] = (data[p] ?? 0) * k * k * (3 - 2 * k);
    }
  }
  if (bottom >= height) return mask;
  // The body below is solid between the outermost points where the last row is person.
  const body = data.slice((bottom - 1) * width, bottom * width);
  const first = body.findIndex((m) => m > 0.5);
  const last = body.findLastIndex((m) => m > 0.5);
  if (first >= 0) body.fill(1, first, last + 1);
  for (let y = bottom; y < height; y++) {
    const fade = 1 - (BODY_FADE * (y - bottom)) / (height - bottom);
    for (let x = 0, p = y * width; x < width; x++, p++) data[p] = (body[x] ?? 0) * fade;
  }
  return mask;
}
