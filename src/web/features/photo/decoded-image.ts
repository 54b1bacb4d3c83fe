import { PHOTO_MESSAGES } from '../../../shared/validation/photo-file';
import { PhotoProblem } from './photo-problem';

/** A picture the browser can draw, with its pixel size; `release` frees what it holds. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  /** Resolves once every pixel decodes; rejects for damaged data. */
  decoded(): Promise<void>;
  release(): void;
}

const corrupt = () => new PhotoProblem(PHOTO_MESSAGES.corruptImage);

/**
 * Loads a JPEG, PNG or WebP through an <img>. Its size is known before the pixels are decoded,
 * so an oversized photo is refused without spending the memory to decode it.
 */
export function loadImage(blob: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.decoding = 'async';
  return new Promise<DecodedImage>((resolve, reject) => {
    image.onload = () =>
      resolve({
        source: image,
        width: image.naturalWidth,
        height: image.naturalHeight,
        decoded: () => image.decode().catch(() => Promise.reject(corrupt())),
        release: () => URL.revokeObjectURL(url),
      });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(corrupt());
    };
    image.src = url;
  });
}

/**
 * Decodes HEIC/HEIF with libheif compiled to JavaScript (heic-to, no network). Loaded on
 * demand: it is large and most photos do not need it. The CSP build avoids eval, which the
 * app's Content-Security-Policy forbids.
 */
export async function decodeHeic(blob: Blob): Promise<DecodedImage> {
  const { heicTo } = await import('heic-to/csp');
  let bitmap: ImageBitmap;
  try {
    bitmap = await heicTo({ blob, type: 'bitmap' });
  } catch {
    throw corrupt();
  }
  return {
    source: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    decoded: () => Promise.resolve(),
    release: () => bitmap.close(),
  };
}
