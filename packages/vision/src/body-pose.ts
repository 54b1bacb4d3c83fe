import { join } from 'node:path';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import type { BodyPose, Keypoint, Point } from './person';
import { type QuarterTurns, turnPixels, turnPointBack } from './quarter-turns';
import { humanDistDirectory, loadModelFile } from './tfjs-runtime';

/** MoveNet SinglePose Lightning looks at a 192×192 square of 0..255 integers. */
const MODEL_SIZE = 192;

/** Reads the upper body with MoveNet Lightning, the pose model shipped inside @vladmandic/human. */
export interface BodyReader {
  /**
   * `pixels` is a [1, h, w, 3] float tensor, 0..255, of the photo at any scale, and `scale` maps
   * its pixels to the analysed image's; `turns` makes the photo upright, as the model only knows
   * upright people. The tensor stays the caller's.
   */
  read(pixels: tf.Tensor4D, turns: QuarterTurns, scale: Point): Promise<BodyPose>;
}

export async function createBodyReader(): Promise<BodyReader> {
  // Read directly rather than through Human: its body pipeline keeps state between calls for
  // video, where a photo needs plain passes of the model over the whole padded picture.
  const jsonPath = join(humanDistDirectory(), '..', 'models', 'movenet-lightning.json');
  const model = await loadModelFile(jsonPath, 'MoveNet');
  return {
    async read(pixels, turns, scale) {
      const [, height = 1, width = 1] = pixels.shape;
      const turned = turns % 2 === 1 ? { width: height, height: width } : { width, height };
      const side = Math.max(turned.width, turned.height);
      // Read twice, the second time mirrored, and averaged: on a head-and-shoulders photo one
      // pass wanders by up to 10° on the shoulder line, and the mirrored pass wanders apart.
      const plain = await shoulderPass(model, pixels, turns, side, false);
      const mirrored = await shoulderPass(model, pixels, turns, side, true);
      const keypoint = (index: number): Keypoint => {
        const a = at(plain, index, false);
        // In the mirrored picture the person's left is read as their right.
        const b = at(mirrored, MIRRORED[index] ?? index, true);
        const point = { x: ((a.x + b.x) / 2) * side, y: ((a.y + b.y) / 2) * side };
        const back = turnPointBack(point, turns, turned.width, turned.height);
        return { x: back.x * scale.x, y: back.y * scale.y, score: (a.score + b.score) / 2 };
      };
      return {
        nose: keypoint(0),
        leftEye: keypoint(1),
        rightEye: keypoint(2),
        leftEar: keypoint(3),
        rightEar: keypoint(4),
        leftShoulder: keypoint(5),
        rightShoulder: keypoint(6),
      };
    },
  };
}

/** MoveNet's first seven COCO keypoints, each with the one it becomes in a mirror. */
const MIRRORED = [0, 2, 1, 4, 3, 6, 5];

/** Keypoint `index` of one pass, as shares of the padded square, unmirrored. */
function at(values: Float32Array, index: number, mirrored: boolean) {
  const x = values[index * 3 + 1] ?? 0;
  return { x: mirrored ? 1 - x : x, y: values[index * 3] ?? 0, score: values[index * 3 + 2] ?? 0 };
}

/** One pass of MoveNet: 17 keypoints as (y, x, score), y and x shares of the padded square. */
async function shoulderPass(
  model: GraphModel,
  pixels: tf.Tensor4D,
  turns: QuarterTurns,
  side: number,
  mirror: boolean,
): Promise<Float32Array> {
  const output = tf.tidy(() => {
    const upright = turnPixels(pixels, turns);
    const [, height = 1, width = 1] = upright.shape;
    // Padded to a square, never squeezed: a squeezed picture bends the shoulder line.
    const square = tf.pad(upright, [
      [0, 0],
      [0, side - height],
      [0, side - width],
      [0, 0],
    ]);
    const resized = tf.image.resizeBilinear(square, [MODEL_SIZE, MODEL_SIZE]);
    const input = tf.cast(mirror ? tf.reverse(resized, 2) : resized, 'int32');
    return model.execute(input) as tf.Tensor;
  });
  try {
    return (await output.data()) as Float32Array;
  } finally {
    output.dispose();
  }
}
