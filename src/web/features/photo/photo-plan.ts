import {
  checkPhotoDimensions,
  conversionTargetSize,
  type Dimensions,
  jpegFileName,
  needsConversion,
  needsOrientationCorrection,
  PHOTO_MESSAGES,
  type PhotoFileLike,
  photoMimeType,
} from '../../../shared/validation/photo-file';

/**
 * The most pixels the browser is asked to scale down. A 48 MP phone photo fits; a larger one
 * would take hundreds of MB to decode on a phone, so it keeps the SPEC's refusal.
 */
export const MAX_SCALABLE_PIXELS = 64_000_000;

/** How to re-encode a photo: draw it at `draw` size, turned a quarter when `rotate`. */
export interface ConversionPlan {
  /** The size the image is drawn at, before any turn. */
  draw: Dimensions;
  /** The output's size: `draw`, with sides swapped when turned. */
  output: Dimensions;
  rotate: boolean;
  name: string;
  /** The photo is 4096 px or more: if it cannot be scaled, it is refused as too big. */
  oversized: boolean;
}

export type PhotoPlan =
  | { ok: false; message: string }
  /** `conversion` is null when the photo goes up as it is. */
  | { ok: true; conversion: ConversionPlan | null };

/**
 * What to do with a photo once its pixel size is known (SPEC §4 and §5): refuse it, send it
 * as it is, or convert it to a JPEG at most 2048 px long, turned when it looks like a phone
 * shot that lost its rotation. A photo of 4096 px or more is scaled down like a large file
 * rather than refused, unless it is more than the browser can scale.
 */
export function planPhoto(file: PhotoFileLike, source: Dimensions): PhotoPlan {
  const dimensions = checkPhotoDimensions(source);
  const oversized = !dimensions.ok && dimensions.message === PHOTO_MESSAGES.tooBig;
  if (!dimensions.ok && !oversized) return dimensions;
  if (!oversized && !needsConversion(file)) return { ok: true, conversion: null };
  const draw = conversionTargetSize(source);
  if (oversized && !canScaleDown(source, draw)) {
    return { ok: false, message: PHOTO_MESSAGES.tooBig };
  }
  const rotate = needsOrientationCorrection(source);
  const output = rotate ? { width: draw.height, height: draw.width } : draw;
  return {
    ok: true,
    conversion: { draw, output, rotate, name: jpegFileName(file.name), oversized },
  };
}

/** Within the browser's means, and still a photo the rules accept once scaled. */
function canScaleDown(source: Dimensions, scaled: Dimensions): boolean {
  return source.width * source.height <= MAX_SCALABLE_PIXELS && checkPhotoDimensions(scaled).ok;
}

/** Proportions kept, the longest side at most `maxSide`, never enlarged. */
export function fitWithin({ width, height }: Dimensions, maxSide: number): Dimensions {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The type a photo sent as it is should carry: phones often give HEIC or even JPEG files no
 * type or a binary one, so it is taken from the extension. Null when it already says it right.
 */
export function correctedMimeType(file: Pick<PhotoFileLike, 'name' | 'type'>): string | null {
  const mime = photoMimeType(file);
  return mime && mime !== file.type ? mime : null;
}

/**
 * The home page takes images only (SPEC §5): anything the browser calls an image, plus HEIC
 * and HEIF which some browsers leave untyped.
 */
export function isImageChoice(file: Pick<PhotoFileLike, 'name' | 'type'>): boolean {
  return file.type.startsWith('image/') || photoMimeType(file) !== null;
}
