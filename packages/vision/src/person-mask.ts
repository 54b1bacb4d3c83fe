import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import { type QuarterTurns, turnPixels, undoTurns } from './quarter-turns';
import { loadModelFile, packageFolder } from './tfjs-runtime';

/** MediaPipe Selfie Segmentation (general model): 256×256 RGB in 0..1, person probability out. */
const MODEL_SIZE = 256;

/** Draws the person mask with the selfie-segmentation model in this package's models/. */
export interface PersonMasker {
  /**
   * `pixels` is a [1, h, w, 3] float tensor, 0..255, of the photo at any scale; the mask comes back
   * at `width × height` (the analysed image's size), 0..255. `turns` is the clockwise turn that
   * makes the photo upright: the model only knows upright people. The tensor stays the caller's.
   */
  mask(
    pixels: tf.Tensor4D,
    turns: QuarterTurns,
    width: number,
    height: number,
  ): Promise<Uint8Array>;
}

export async function createPersonMasker(): Promise<PersonMasker> {
  const jsonPath = join(packageFolder(), 'models', 'selfie-segmentation', 'selfie.json');
  const model = await loadModelFile(jsonPath, 'Selfie segmentation');
  return {
    async mask(pixels, turns, width, height) {
      const probability = tf.tidy(() => {
        // The whole photo squeezed into the model's square (as @vladmandic/human feeds this
        // model); the mask is stretched back to the photo's shape below.
        const upright = turnPixels(pixels, turns);
        const input = tf.div(tf.image.resizeBilinear(upright, [MODEL_SIZE, MODEL_SIZE]), 255);
        const output = turnPixels(model.execute(input) as tf.Tensor4D, undoTurns(turns));
        return tf.cast(tf.round(tf.clipByValue(tf.mul(output, 255), 0, 255)), 'int32');
      });
      let small: Uint8Array;
      try {
        small = Uint8Array.from(await probability.data());
      } finally {
        probability.dispose();
      }
      // Bilinear upscale keeps the soft edge the model draws round hair and shoulders; sharp
      // does it natively, outside the wasm heap.
      const mask = await sharp(small, {
        raw: { width: MODEL_SIZE, height: MODEL_SIZE, channels: 1 },
      })
        .resize(width, height, { fit: 'fill', kernel: 'linear' })
        // sharp would otherwise hand back three identical channels.
        .toColourspace('b-w')
        .raw()
        .toBuffer();
      return new Uint8Array(mask.buffer, mask.byteOffset, mask.length);
    },
  };
}
