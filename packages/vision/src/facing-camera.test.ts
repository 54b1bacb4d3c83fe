import { describe, expect, it } from 'vitest';
import { facesCamera } from './facing-camera';
import type { Face, Point } from './person';

/** A face with its eyes at `left` and `right` and its nose tip at `nose`. */
function face(left: Point, right: Point, nose: Point): Face {
  return {
    box: { x: 0, y: 0, width: 200, height: 200 },
    score: 0.9,
    landmarks: { leftEye: left, rightEye: right, nose, mouth: { x: nose.x, y: nose.y + 30 } },
  };
}

describe('facesCamera', () => {
  it('counts a face whose nose sits between its eyes, upright or tilted', () => {
    expect(facesCamera(face({ x: 140, y: 80 }, { x: 60, y: 80 }, { x: 104, y: 120 }))).toBe(true);
    // The head tilted 45°: the nose is off to the side in x, but on the eye line's middle.
    expect(facesCamera(face({ x: 128, y: 128 }, { x: 72, y: 72 }, { x: 72, y: 128 }))).toBe(true);
  });

  it('does not count a face turned to either side', () => {
    expect(facesCamera(face({ x: 140, y: 80 }, { x: 60, y: 80 }, { x: 150, y: 120 }))).toBe(false);
    expect(facesCamera(face({ x: 140, y: 80 }, { x: 60, y: 80 }, { x: 50, y: 120 }))).toBe(false);
  });

  it('does not count a face whose eyes were found at one point', () => {
    expect(facesCamera(face({ x: 90, y: 80 }, { x: 90, y: 80 }, { x: 90, y: 120 }))).toBe(false);
  });
});
