import type { LayersModel } from '@tensorflow/tfjs-layers';
import { loadEsrgan } from './load-esrgan';
import { MODEL_SCALE } from './model-folder';
import { modelInputSize } from './model-input';
import { cutRawRgb, decodeRawRgb, type RawRgb, resizeRawRgb } from './raw-rgb';
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
 * the picture brought to the model's input size (model-input.ts), the GAN-trained ESRGAN (x4)
 * on the wasm backend in this thread, then a Lanczos step to the exact size. If the model fails
 * to load or run, the picture is enlarged with Lanczos alone and `method` says so; an image
 * that cannot be decoded is an error.
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
  load: () => Promise<LayersModel>,
  image: Buffer,
  width: number,
  height: number,
): Promise<SuperResolved> {
  const picture = await decodeRawRgb(image);
  const input = modelInputSize(picture, { width, height });
  if (input === undefined) {
    return lanczos(picture, width, height, 'the picture is already as large as the target');
  }
  let enlarged: RawRgb;
  try {
    const model = await load();
    const fed = await resizeRawRgb(picture, input.width, input.height);
    enlarged = await enlargeTiled(model, fed, MODEL_SCALE);
  } catch (error) {
    return lanczos(picture, width, height, `ESRGAN x${MODEL_SCALE} failed: ${String(error)}`);
  }
  return { ...(await fitTo(enlarged, width, height)), method: 'esrgan' };
}

/**
 * The model's output brought to the file's size: cut when it is larger by less than the model's
 * scale (a quarter of the file rounded up), since a resampling by a hair's breadth still blurs
 * the finest detail the model drew; resized otherwise.
 */
async function fitTo(picture: RawRgb, width: number, height: number): Promise<RawRgb> {
  const spareX = picture.width - width;
  const spareY = picture.height - height;
  const nearly = (spare: number) => spare >= 0 && spare < MODEL_SCALE;
  if (!nearly(spareX) || !nearly(spareY)) return resizeRawRgb(picture, width, height);
  return cutRawRgb(picture, {
    left: Math.floor(spareX / 2),
    top: Math.floor(spareY / 2),
    width,
    height,
  });
}

async function lanczos(
  picture: RawRgb,
  width: number,
  height: number,
  reason: string,
): Promise<SuperResolved> {
  return { ...(await resizeRawRgb(picture, width, height)), method: 'lanczos', reason };
}
