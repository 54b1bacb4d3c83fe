import type { BodyPose, Keypoint } from '@masterpiece-me/vision';
import { describe, expect, it } from 'vitest';
import { bodyTilt, profileRoll } from './body-tilt';
import type { HeadGeometry } from './costumes/costume';
import { keypointPair } from './testing/keypoint-pair';

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

function pose(roll: number, shoulders: number, shoulderScore = 0.6): BodyPose {
  const [leftEye, rightEye] = keypointPair(308, 280, 0.45 * U, roll);
  const [leftEar, rightEar] = keypointPair(308, 300, 0.9 * U, roll);
  const [leftShoulder, rightShoulder] = keypointPair(308, 470, 2 * U, shoulders, shoulderScore);
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

/**
 * A head seen from the side, facing `facing` (1: the picture's right), rolled `roll` degrees:
 * the near ear a face width behind the nose, the nose tip 20° below the ear's level when
 * upright, both eyes close together near the nose, the far ear unread.
 */
function profile(roll: number, facing: 1 | -1): BodyPose {
  const at = (along: number, down: number, score = 0.6): Keypoint => {
    const a = roll * DEG;
    const x = facing * along;
    return {
      x: 308 + x * Math.cos(a) - down * Math.sin(a),
      y: 300 + x * Math.sin(a) + down * Math.cos(a),
      score,
    };
  };
  const run = U;
  const drop = Math.tan(20 * DEG) * run;
  return {
    nose: at(run / 2, drop / 2),
    leftEye: at(run * 0.35, -0.1 * U),
    rightEye: at(run * 0.2, -0.12 * U),
    leftEar: at(-run / 2, -drop / 2, 0.1),
    rightEar: at(-run / 2, -drop / 2),
    leftShoulder: at(0, 1.7 * U, 0.3),
    rightShoulder: at(-0.8 * U, 1.6 * U, 0.3),
  };
}

describe("a profile's roll", () => {
  it.each([
    [0, 1],
    [30, 1],
    [-30, 1],
    [0, -1],
    [25, -1],
    [-15, -1],
  ] as const)('reads %i° facing %i from the ear and the nose', (roll, facing) => {
    const read = profileRoll(head(0), profile(roll, facing));
    expect(read).toBeDefined();
    expect(degrees(read ?? Number.NaN)).toBeCloseTo(roll, 5);
  });

  it('is not read on a face seen from the front: its eye line is the roll', () => {
    expect(profileRoll(head(0), pose(20, 0))).toBeUndefined();
  });

  it('is not read with ears either side of the nose, whatever the eyes', () => {
    const frontal = pose(10, 0);
    const eyesTogether = { ...frontal, rightEye: { ...frontal.leftEye } };
    expect(profileRoll(head(0), eyesTogether)).toBeUndefined();
  });

  it('is not read when the pose does not see the ear', () => {
    const side = profile(20, 1);
    expect(profileRoll(head(0), { ...side, rightEar: { ...side.rightEar, score: 0.1 } })).toBe(
      undefined,
    );
  });
});
