import { describe, expect, it } from 'vitest';
import type { BodyPose, Keypoint } from '../../../vision/person';
import { bodyTilt } from './body-tilt';
import type { HeadGeometry } from './costumes/costume';

const DEG = Math.PI / 180;
const U = 100;

const head = (tilt: number): HeadGeometry => ({
  width: 616,
  height: 768,
  faceCenter: { x: 308, y: 300 },
  faceWidth: U,
  faceHeight: 1.3 * U,
  chin: { x: 308, y: 370 },
  crownY: 190,
  tilt,
});

/** Two points `gap` apart about (x, y), the line between them at `angle` degrees. */
function pair(x: number, y: number, gap: number, angle: number, score = 0.6): [Keypoint, Keypoint] {
  const dx = (Math.cos(angle * DEG) * gap) / 2;
  const dy = (Math.sin(angle * DEG) * gap) / 2;
  // The sitter's left is on the picture's right.
  return [
    { x: x + dx, y: y + dy, score },
    { x: x - dx, y: y - dy, score },
  ];
}

function pose(roll: number, shoulders: number, shoulderScore = 0.6): BodyPose {
  const [leftEye, rightEye] = pair(308, 280, 0.45 * U, roll);
  const [leftEar, rightEar] = pair(308, 300, 0.9 * U, roll);
  const [leftShoulder, rightShoulder] = pair(308, 470, 2 * U, shoulders, shoulderScore);
  return {
    nose: { x: 308, y: 310, score: 0.6 },
    leftEye,
    rightEye,
    leftEar,
    rightEar,
    leftShoulder,
    rightShoulder,
  };
}

const degrees = (radians: number) => radians / DEG;

describe('the body tilt a costume is drawn at', () => {
  it('follows a whole sitter turned in the picture', () => {
    expect(degrees(bodyTilt(head(12 * DEG), 0, pose(20, 20)))).toBeCloseTo(20, 5);
  });

  it('leans half as far as a head tipped on level shoulders', () => {
    expect(degrees(bodyTilt(head(0), 0, pose(20, 0)))).toBeCloseTo(10, 5);
  });

  it('takes half the head roll where the shoulders are not read', () => {
    expect(degrees(bodyTilt(head(0), 0, pose(20, 20, 0.1)))).toBeCloseTo(10, 5);
    expect(degrees(bodyTilt(head(16 * DEG), 0))).toBeCloseTo(8, 5);
  });

  it("ignores a turned body's foreshortened shoulder and eye lines", () => {
    expect(degrees(bodyTilt(head(10 * DEG), 0.8, pose(20, 15)))).toBeCloseTo(2, 5);
  });

  it('never leans further than 30°', () => {
    expect(degrees(bodyTilt(head(0), 0, pose(50, 50)))).toBeCloseTo(30, 5);
  });
});
