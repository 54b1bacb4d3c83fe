import type { Face } from '@masterpiece-me/vision';
import { describe, expect, it } from 'vitest';
import { USUAL_FACE } from './face';
import { frameFace, frameWithoutFace } from './framing';

const ASPECT = 0.8;

function faceBox(x: number, y: number, width: number, height: number): Face {
  const point = { x: x + width / 2, y: y + height / 2 };
  return {
    box: { x, y, width, height },
    score: 0.9,
    landmarks: { leftEye: point, rightEye: point, nose: point, mouth: point },
  };
}

describe('frameFace', () => {
  it('crops round a small face inside the photo, the face high and centred', () => {
    const { crop, face } = frameFace(faceBox(900, 500, 160, 200), 2000, 2000, ASPECT);
    expect(crop.left).toBeGreaterThanOrEqual(0);
    expect(crop.top).toBeGreaterThanOrEqual(0);
    expect(crop.left + crop.width).toBeLessThanOrEqual(1);
    expect(crop.top + crop.height).toBeLessThanOrEqual(1);
    expect(face.x).toBeCloseTo(0.5, 5);
    expect(face.y).toBeCloseTo(USUAL_FACE.y, 5);
    // The face is about a quarter of the portrait's height.
    expect(200 / (crop.height * 2000)).toBeCloseTo(0.24, 2);
  });

  it('zooms out of a close-up past the photo, the face at its usual size and place', () => {
    const { crop, face } = frameFace(faceBox(150, 150, 260, 300), 560, 640, ASPECT);
    expect(crop.top).toBeLessThan(0);
    expect(crop.width).toBeGreaterThan(1);
    // Below the photo the costume is drawn: the crop may reach past its bottom.
    expect(crop.top + crop.height).toBeGreaterThan(1);
    expect(300 / (crop.height * 640)).toBeCloseTo(0.24, 2);
    expect(face.y).toBeCloseTo(USUAL_FACE.y, 5);
  });

  it('keeps the whole head where a mask shows it rising above the face box', () => {
    const { crop } = frameFace(faceBox(900, 700, 160, 200), 2000, 2000, ASPECT, 520);
    expect(crop.top * 2000).toBeLessThan(520);
  });

  it('centres a face near the side of a wide photo, the scene filling in past the edge', () => {
    const { crop, face } = frameFace(faceBox(40, 300, 160, 200), 2400, 1200, ASPECT);
    expect(crop.left).toBeLessThan(0);
    expect(face.x).toBeCloseTo(0.5, 5);
  });
});

describe('frameWithoutFace', () => {
  it('takes the largest crop round the person, the face at its usual place', () => {
    const { crop, face } = frameWithoutFace(2400, 1200, ASPECT, 0.7);
    expect(crop.height).toBe(1);
    expect(crop.left + crop.width / 2).toBeCloseTo(0.7, 5);
    expect([face.x, face.y]).toEqual([USUAL_FACE.x, USUAL_FACE.y]);
  });
});
