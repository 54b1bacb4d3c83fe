import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Face } from './person';
import { type QuarterTurns, turnFaceBack, turnPixels, undoTurns } from './quarter-turns';
import { startTfjs } from './tfjs-runtime';

beforeAll(() => startTfjs());

const W = 5;
const H = 3;

/** A W×H one-channel image, dark but for one pixel at (x, y). */
function onePixel(x: number, y: number): tf.Tensor4D {
  const values = new Float32Array(W * H);
  values[y * W + x] = 1;
  return tf.tensor4d(values, [1, H, W, 1]);
}

function pixelBox(x: number, y: number): Face {
  const centre = { x: x + 0.5, y: y + 0.5 };
  return {
    box: { x, y, width: 1, height: 1 },
    score: 1,
    landmarks: { leftEye: centre, rightEye: centre, nose: centre, mouth: centre },
  };
}

describe('turnPixels and turnFaceBack', () => {
  it.each([0, 1, 2, 3] as QuarterTurns[])('agree for %i quarter turns', async (turns) => {
    const image = onePixel(3, 1);
    const turned = turnPixels(image, turns);
    const [, height = 0, width = 0] = turned.shape;
    const lit = (await turned.data()).indexOf(1);
    const back = turnFaceBack(pixelBox(lit % width, Math.floor(lit / width)), turns, width, height);
    expect(back.box).toEqual({ x: 3, y: 1, width: 1, height: 1 });
    expect(back.landmarks.nose).toEqual({ x: 3.5, y: 1.5 });
    tf.dispose([image, turned]);
  });

  it('turns clockwise', async () => {
    const turned = turnPixels(onePixel(0, 0), 1);
    expect(turned.shape).toEqual([1, W, H, 1]);
    // The top-left corner goes to the top-right.
    expect((await turned.data())[H - 1]).toBe(1);
  });

  it('undoes a turn with the opposite one', () => {
    expect([0, 1, 2, 3].map((turns) => undoTurns(turns as QuarterTurns))).toEqual([0, 3, 2, 1]);
  });
});
