import * as tf from '@tensorflow/tfjs-core';
import type { Face, Point, SeenFaces } from './person';

/** Clockwise quarter turns: 0 upright, 1 = 90°, 2 = 180°, 3 = 270°. */
export type QuarterTurns = SeenFaces['turns'];

/** A [1, h, w, c] image turned clockwise by `turns` quarter turns. */
export function turnPixels(pixels: tf.Tensor4D, turns: QuarterTurns): tf.Tensor4D {
  return tf.tidy(() => {
    switch (turns) {
      case 0:
        return pixels.clone();
      case 1:
        return tf.reverse(tf.transpose(pixels, [0, 2, 1, 3]), 2);
      case 2:
        return tf.reverse(pixels, [1, 2]);
      case 3:
        return tf.reverse(tf.transpose(pixels, [0, 2, 1, 3]), 1);
    }
  });
}

/** The turn that undoes `turns`. */
export function undoTurns(turns: QuarterTurns): QuarterTurns {
  return ((4 - turns) % 4) as QuarterTurns;
}

/** A point of the photo turned by `turns` (`turnedWidth × turnedHeight`), on the photo as it was. */
export function turnPointBack(
  point: Point,
  turns: QuarterTurns,
  turnedWidth: number,
  turnedHeight: number,
): Point {
  switch (turns) {
    case 0:
      return point;
    case 1:
      return { x: point.y, y: turnedWidth - point.x };
    case 2:
      return { x: turnedWidth - point.x, y: turnedHeight - point.y };
    case 3:
      return { x: turnedHeight - point.y, y: point.x };
  }
}

/**
 * A face found on the photo turned by `turns` (whose size is `turnedWidth × turnedHeight`),
 * mapped back onto the photo as it was.
 */
export function turnFaceBack(
  face: Face,
  turns: QuarterTurns,
  turnedWidth: number,
  turnedHeight: number,
): Face {
  const back = (point: Point): Point => turnPointBack(point, turns, turnedWidth, turnedHeight);
  const { box, landmarks } = face;
  const a = back({ x: box.x, y: box.y });
  const b = back({ x: box.x + box.width, y: box.y + box.height });
  return {
    box: {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x),
      height: Math.abs(a.y - b.y),
    },
    score: face.score,
    landmarks: {
      leftEye: back(landmarks.leftEye),
      rightEye: back(landmarks.rightEye),
      nose: back(landmarks.nose),
      mouth: back(landmarks.mouth),
    },
  };
}
