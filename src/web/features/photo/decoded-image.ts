import { PHOTO_MESSAGES } from '../../../shared/validation/photo-file';
import type { HeicAnswer } from './heic-answer';
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

/** Decodes a HEIC/HEIF photo in a worker of its own, which goes with the memory it used. */
function decodeInWorker(bytes: ArrayBuffer): Promise<HeicAnswer> {
  const worker = new Worker(new URL('./heic-decoder.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<HeicAnswer>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<HeicAnswer>) => resolve(event.data));
    worker.addEventListener('error', () => resolve({ ok: false }));
    worker.postMessage(bytes, [bytes]);
  }).finally(() => worker.terminate());
}

/**
 * Decodes HEIC/HEIF, which browsers other than Safari cannot draw, with libheif (no network):
 * the page's thread only turns the worker's pixels into a bitmap.
 */
export async function decodeHeic(blob: Blob): Promise<DecodedImage> {
  const answer = await decodeInWorker(await blob.arrayBuffer());
  if (!answer.ok) throw corrupt();
  const pixels = new ImageData(new Uint8ClampedArray(answer.pixels), answer.width, answer.height);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(pixels);
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
