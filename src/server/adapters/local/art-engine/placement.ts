import type { Sharp } from 'sharp';
import type { Crop } from './framing';
import type { Plane, Raster } from './raster';

/** Width of the fade where the person meets the photo's side or top, as a share of the width. */
const PHOTO_EDGE_FADE = 0.05;
/** Below the photo the body is smeared across this share of the width, like loose brushwork. */
const BODY_SMEAR = 0.08;
/** The photo melts into the smear over this share of the height above its bottom edge. */
const SMEAR_BLEND = 0.05;
/** How far the carried-on body fades into the scene by the bottom of the portrait. */
const BODY_FADE = 0.3;
/** How far the carried-on body darkens by the bottom of the portrait, sinking into shadow. */
const BODY_SHADOW = 0.65;

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
 * Below the photo the body carries on down as a solid shape (see `carryBodyDown`).
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

/**
 * Carries the body on below the photo's bottom edge: its last rows smeared sideways into loose
 * strokes that sink into shadow, as a painter leaves the lower body. The photo melts into the
 * smear over its last rows, so there is no seam.
 */
export function carryBodyDown(photo: Raster, inner: Placement['inner']): Raster {
  const { width, height, data } = photo;
  const bottom = inner.top + inner.height;
  if (bottom >= height) return photo;
  const blend = Math.max(1, Math.round(height * SMEAR_BLEND));
  const start = Math.max(inner.top, bottom - blend);
  const smear = smearedRows(photo, start, bottom);
  for (let y = start; y < height; y++) {
    const k = Math.min(1, (y - start + 1) / (2 * blend));
    const below = Math.max(0, y - bottom) / (height - bottom);
    const shade = 1 - BODY_SHADOW * below;
    const row = y < bottom ? y : bottom - 1;
    for (let x = 0; x < width * 3; x++) {
      const own = data[row * width * 3 + x] ?? 0;
      data[y * width * 3 + x] = (own + ((smear[x] ?? 0) - own) * k) * shade;
    }
  }
  return photo;
}

/** The mean colour of rows `from` to `to`, blurred sideways by a box of `BODY_SMEAR`. */
function smearedRows(photo: Raster, from: number, to: number): Float32Array {
  const { width, data } = photo;
  const mean = new Float64Array(width * 3);
  for (let y = from; y < to; y++) {
    for (let x = 0; x < width * 3; x++) mean[x] = (mean[x] ?? 0) + (data[y * width * 3 + x] ?? 0);
  }
  const sums = new Float64Array((width + 1) * 3);
  for (let x = 0; x < width * 3; x++) sums[x + 3] = (sums[x] ?? 0) + (mean[x] ?? 0) / (to - from);
  const radius = Math.max(1, Math.round(width * BODY_SMEAR));
  const smear = new Float32Array(width * 3);
  for (let x = 0; x < width; x++) {
    const a = Math.max(0, x - radius);
    const b = Math.min(width, x + radius + 1);
    for (let c = 0; c < 3; c++) {
      smear[x * 3 + c] = ((sums[b * 3 + c] ?? 0) - (sums[a * 3 + c] ?? 0)) / (b - a);
    }
  }
  return smear;
}
