import {
  CONVERSION_MAX_SIDE_PX,
  CONVERSION_THRESHOLD_BYTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_SIDE_PX,
  MIN_PHOTO_SIDE_PX,
  ORIENTATION_CORRECTION,
} from '../constants';

/**
 * Photo rules of SPEC §5 as pure functions, so the browser (before upload) and the server (on
 * receipt) say the same thing. A browser `File` satisfies `PhotoFileLike`.
 */
export interface PhotoFileLike {
  name: string;
  size: number;
  /** The MIME type as reported; '' or 'application/octet-stream' when the sender did not know. */
  type: string;
}

export interface Dimensions {
  width: number;
  height: number;
}

export type PhotoCheck = { ok: true } | { ok: false; message: string };

export const PHOTO_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  invalidType: 'Please upload a valid image file (JPG, PNG, WebP, or HEIC)',
  tooSmall: 'Image must be at least 100x100 pixels',
  tooBig: 'Image must be smaller than 4096x4096 pixels',
  notAnImage: 'Please select an image file',
  previewFailed: 'Failed to create image preview. Please try another image.',
  invalidImage: 'Invalid image file',
  noCanvasContext: 'Could not create canvas context',
  corruptImage: 'Invalid image file or corrupted data',
  conversionFailed: 'Failed to convert image - please try a different photo',
} as const;

/** For the file input: images, plus HEIC/HEIF which some browsers do not count as images. */
export const PHOTO_INPUT_ACCEPT = 'image/*,.heic,.heif';

export type PhotoMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'image/heif';

const MIME_BY_TYPE: Readonly<Record<string, PhotoMimeType>> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heif': 'image/heif',
};

const MIME_BY_EXTENSION: Readonly<Record<string, PhotoMimeType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

const ok: PhotoCheck = { ok: true };
const fail = (message: string): PhotoCheck => ({ ok: false, message });

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The image type we treat the file as: its reported type when that is one we take, otherwise
 * the one its extension names (phones often send HEIC with no type or a binary type). Null when
 * neither names an accepted image.
 */
export function photoMimeType(file: Pick<PhotoFileLike, 'name' | 'type'>): PhotoMimeType | null {
  return (
    MIME_BY_TYPE[file.type.trim().toLowerCase()] ??
    MIME_BY_EXTENSION[fileExtension(file.name)] ??
    null
  );
}

export function checkPhotoSize(file: Pick<PhotoFileLike, 'size'>): PhotoCheck {
  return file.size > MAX_PHOTO_BYTES ? fail(PHOTO_MESSAGES.tooLarge) : ok;
}

export function checkPhotoType(file: Pick<PhotoFileLike, 'name' | 'type'>): PhotoCheck {
  return photoMimeType(file) === null ? fail(PHOTO_MESSAGES.invalidType) : ok;
}

/** What can be told before decoding: size first, then type, as SPEC §5 lists them. */
export function checkPhotoFile(file: PhotoFileLike): PhotoCheck {
  const size = checkPhotoSize(file);
  return size.ok ? checkPhotoType(file) : size;
}

export function checkPhotoDimensions({ width, height }: Dimensions): PhotoCheck {
  if (width < MIN_PHOTO_SIDE_PX || height < MIN_PHOTO_SIDE_PX) return fail(PHOTO_MESSAGES.tooSmall);
  if (width >= MAX_PHOTO_SIDE_PX || height >= MAX_PHOTO_SIDE_PX) return fail(PHOTO_MESSAGES.tooBig);
  return ok;
}

export function isHeicPhoto(file: Pick<PhotoFileLike, 'name' | 'type'>): boolean {
  const mime = photoMimeType(file);
  return mime === 'image/heic' || mime === 'image/heif';
}

/** Large photos and HEIC/HEIF are re-encoded as JPEG before upload (SPEC §5). */
export function needsConversion(file: PhotoFileLike): boolean {
  return file.size > CONVERSION_THRESHOLD_BYTES || isHeicPhoto(file);
}

/** A near-square photo wider than 1000 px is probably a phone shot whose rotation got lost. */
export function needsOrientationCorrection({ width, height }: Dimensions): boolean {
  if (height <= 0) return false;
  const aspect = width / height;
  return (
    aspect >= ORIENTATION_CORRECTION.minAspect &&
    aspect <= ORIENTATION_CORRECTION.maxAspect &&
    width > ORIENTATION_CORRECTION.minWidthPx
  );
}

/** Size to convert to: the longest side at most 2048 px, proportions kept, never enlarged. */
export function conversionTargetSize({ width, height }: Dimensions): Dimensions {
  const longest = Math.max(width, height);
  if (longest <= CONVERSION_MAX_SIDE_PX) return { width, height };
  const scale = CONVERSION_MAX_SIDE_PX / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The converted file's name: same stem, '.jpg' extension (SPEC §4). */
export function jpegFileName(name: string): string {
  const extension = fileExtension(name);
  const stem = extension ? name.slice(0, -(extension.length + 1)) : name.replace(/\.$/, '');
  return `${stem || 'photo'}.jpg`;
}
