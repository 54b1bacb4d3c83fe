import { normalisePhoto, type PhotoPixels } from '@masterpiece-me/vision';
import sharp from 'sharp';
import { CONVERSION_MAX_SIDE_PX, MAX_PHOTO_BYTES, MAX_PHOTO_SIDE_PX } from '../../shared/constants';
import { checkPhotoDimensions, PHOTO_MESSAGES } from '../../shared/validation/photo-file';
import { detectImageType, type ImageType } from './detect-image-type';

/** What can be wrong with a photo; each has its SPEC message in PHOTO_MESSAGES. */
export type PhotoProblem = 'tooLarge' | 'invalidType' | 'tooSmall' | 'tooBig' | 'corruptImage';

export interface PreparedPhoto {
  type: ImageType;
  /** The JPEG the art engine works from: upright, longest side at most 2048 px, no metadata. */
  jpeg: Buffer;
  width: number;
  height: number;
}

type Refusal = { ok: false; problem: PhotoProblem; message: string };

export type PhotoResult = { ok: true; photo: PreparedPhoto } | Refusal;

const refuse = (problem: PhotoProblem): Refusal => ({
  ok: false,
  problem,
  message: PHOTO_MESSAGES[problem],
});

/** Decoding stops here, so a small file that claims a huge picture cannot exhaust memory. */
const PIXEL_LIMIT = MAX_PHOTO_SIDE_PX * MAX_PHOTO_SIDE_PX;

/**
 * Checks an uploaded photo for real (size, type by magic bytes, dimensions from the header,
 * a full decode) and normalises it. Problems come back as values with the SPEC's message.
 */
export async function preparePhoto(bytes: Buffer): Promise<PhotoResult> {
  const result = await preparePhotoPixels(bytes);
  return result.ok ? { ok: true, photo: result.photo } : result;
}

/**
 * preparePhoto, also handing back the normalised pixels it encoded: whoever looks at the photo
 * next (the upload's face check) need not decode the JPEG again.
 */
export async function preparePhotoPixels(
  bytes: Buffer,
): Promise<Refusal | { ok: true; photo: PreparedPhoto; pixels: PhotoPixels }> {
  if (bytes.length > MAX_PHOTO_BYTES) return refuse('tooLarge');
  const type = detectImageType(bytes);
  if (!type) return refuse('invalidType');

  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return refuse('corruptImage');
  const size = checkPhotoDimensions({ width: header.width, height: header.height });
  if (!size.ok) return refuse(size.message === PHOTO_MESSAGES.tooSmall ? 'tooSmall' : 'tooBig');

  try {
    const { jpeg, pixels } = await normalisePhoto(bytes, {
      maxSide: CONVERSION_MAX_SIDE_PX,
      pixelLimit: PIXEL_LIMIT,
      heic: type === 'heic',
    });
    const { width, height } = pixels;
    return { ok: true, photo: { type, jpeg, width, height }, pixels };
  } catch {
    return refuse('corruptImage');
  }
}
