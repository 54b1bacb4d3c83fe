import type { LayersModel } from '@tensorflow/tfjs-layers';
import { loadEsrgan } from './load-esrgan';
import type { EsrganScale } from './model-folder';
import { pickScale } from './pick-scale';
import { decodeRawRgb, type RawRgb, resizeRawRgb } from './raw-rgb';
import { enlargeTiled } from './run-tiled';

export interface SuperResolved {
  /** Raw RGB, 3 bytes a pixel, rows top to bottom. */
  data: Buffer;
  width: number;
  height: number;
  /** 'lanczos': the model did not run, for the reason given (the caller logs it). */
  method: 'esrgan' | 'lanczos';
  /** With 'lanczos': why the model did not run. */
  reason?: string;
}

/**
 * Enlarges an encoded image (JPEG, PNG, WebP) to exactly `width` x `height` for a print file:
 * the ESRGAN-slim model (x2, x3 or x4) on the wasm backend in this thread, then a Lanczos step
 * to the exact size. If the model fails to load or run, the picture is enlarged with Lanczos
 * alone and `method` says so; an image that cannot be decoded is an error.
 */
export async function superResolve(
  image: Buffer,
  width: number,
  height: number,
): Promise<SuperResolved> {
  return superResolveWith(loadEsrgan, image, width, height);
}

/** The door with its model loader given, so tests can hand it one that fails. */
export async function superResolveWith(
  load: (scale: EsrganScale) => Promise<LayersModel>,
  image: Buffer,
  width: number,
  height: number,
): Promise<SuperResolved> {
  const picture = await decodeRawRgb(image);
  const scale = pickScale(picture, { width, height });
  if (scale === undefined) {
    return lanczos(picture, width, height, 'the picture is already as large as the target');
  }
  let enlarged: RawRgb;
  try {
    enlarged = await enlargeTiled(await load(scale), picture, scale);
  } catch (error) {
    return lanczos(picture, width, height, `ESRGAN x${scale} failed: ${String(error)}`);
  }
  return { ...(await resizeRawRgb(enlarged, width, height)), method: 'esrgan' };
}

async function lanczos(
  picture: RawRgb,
  width: number,
  height: number,
  reason: string,
): Promise<SuperResolved> {
  return { ...(await resizeRawRgb(picture, width, height)), method: 'lanczos', reason };
}
