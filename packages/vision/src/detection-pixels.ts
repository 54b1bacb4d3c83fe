import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import type { Frame } from './face-from-mesh';
import type { RgbImage } from './person';
import { VisionInputError } from './vision-error';

/**
 * Detection and the mask run on a copy whose longest side is at most this. BlazeFace looks at
 * 256×256 and the mask model at 256×256 anyway; 640 leaves FaceMesh enough pixels for its
 * 192×192 face crops when the face is small, and keeps a 2048 px photo cheap.
 */
export const DETECTION_MAX_SIDE = 640;

/** The photo as a [1, h, w, 3] float tensor (0..255), downscaled to `maxSide`, and its frame. */
export async function detectionPixels(
  image: RgbImage,
  maxSide: number = DETECTION_MAX_SIDE,
): Promise<{ pixels: tf.Tensor4D; frame: Frame }> {
  const { width, height } = image;
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new VisionInputError(`Image size ${width}×${height} is not a size`);
  }
  if (data.length !== width * height * 3) {
    throw new VisionInputError(`${data.length} bytes is not ${width}×${height} RGB pixels`);
  }
  const shrink = Math.min(1, maxSide / Math.max(width, height));
  const outWidth = Math.max(1, Math.round(width * shrink));
  const outHeight = Math.max(1, Math.round(height * shrink));
  // sharp shrinks natively and with a proper filter, so the full-size photo never becomes a
  // tensor: the wasm heap never shrinks, and a 2048×1536 photo is 38 MB as floats.
  const small =
    shrink === 1
      ? data
      : await sharp(data, { raw: { width, height, channels: 3 } })
          .resize(outWidth, outHeight, { fit: 'fill' })
          .raw()
          .toBuffer();
  const pixels = tf.tidy(() =>
    tf.cast(tf.tensor4d(small, [1, outHeight, outWidth, 3], 'int32'), 'float32'),
  );
  return {
    pixels,
    frame: { width, height, scaleX: width / outWidth, scaleY: height / outHeight },
  };
}
