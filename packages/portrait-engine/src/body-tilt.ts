import { angleFromLeft, type BodyPose, type Keypoint } from '@masterpiece-me/vision';
import type { HeadGeometry, PixelPoint } from './costumes/costume';

/**
 * A point the pose model scores this high or more is taken as read: the score below which
 * MoveNet's own tutorial stops trusting a keypoint to crop by. Shoulders in a head-and-shoulders
 * photo are often cut by the frame, and score 0.2 to 0.4 where plainly visible.
 */
const MIN_SCORE = 0.2;
/**
 * Shoulder to shoulder, in face widths, for a reading to be believed: a sitter's shoulder
 * joints lie 2 to 3 face widths apart; narrower or wider, the model has found something else.
 */
const MIN_SPAN = 1.4;
const MAX_SPAN = 4.5;
/**
 * A face turned further than this (see `faceTurn`) sits on a turned body: its eye line and its
 * shoulder line are foreshortened, their slopes the turn's perspective more than a lean.
 */
const MAX_TURN = 0.5;
/** The share of a turned face's eye line the body leans by: the little it always did. */
const TURNED_SHARE = 0.2;
/** Eyes closer than this, in face widths, are a face seen from the side: their line is no roll. */
const MIN_EYE_GAP = 0.3;
/** Ears closer than this, in face widths, are one ear and a guess. */
const MIN_EAR_GAP = 0.6;
/** A costume leans at most this far (radians, 30°): further, a portrait reads as a fall. */
const MAX_LEAN = Math.PI / 6;

/** The pose, moved from the analysed image into the picture's pixels. */
export function placeBody(body: BodyPose, move: (point: PixelPoint) => PixelPoint): BodyPose {
  const placed = (point: Keypoint): Keypoint => ({ ...move(point), score: point.score });
  return {
    nose: placed(body.nose),
    leftEye: placed(body.leftEye),
    rightEye: placed(body.rightEye),
    leftEar: placed(body.leftEar),
    rightEar: placed(body.rightEar),
    leftShoulder: placed(body.leftShoulder),
    rightShoulder: placed(body.rightShoulder),
  };
}

/**
 * The angle of the line between two points read at least `gap` apart, from the one on the
 * picture's left.
 */
function lineAngle(a: Keypoint, b: Keypoint, gap: number): number | undefined {
  if (Math.min(a.score, b.score) < MIN_SCORE) return undefined;
  if (Math.hypot(a.x - b.x, a.y - b.y) < gap) return undefined;
  return angleFromLeft(a, b);
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The shoulder line's angle, when the pose shows both shoulders where shoulders can be. */
export function shoulderAngle(head: HeadGeometry, body: BodyPose | undefined): number | undefined {
  if (!body) return undefined;
  const { leftShoulder, rightShoulder } = body;
  const span = Math.hypot(leftShoulder.x - rightShoulder.x, leftShoulder.y - rightShoulder.y);
  if (span < MIN_SPAN * head.faceWidth || span > MAX_SPAN * head.faceWidth) return undefined;
  return lineAngle(leftShoulder, rightShoulder, 0);
}

/** The head's roll from the pose's eye and ear lines, where it reads them far enough apart. */
export function poseRoll(
  head: Pick<HeadGeometry, 'faceWidth'>,
  body: BodyPose | undefined,
): number | undefined {
  if (!body) return undefined;
  const lines = [
    lineAngle(body.leftEye, body.rightEye, MIN_EYE_GAP * head.faceWidth),
    lineAngle(body.leftEar, body.rightEar, MIN_EAR_GAP * head.faceWidth),
  ].filter((angle): angle is number => angle !== undefined);
  return lines.length > 0 ? mean(lines) : undefined;
}

/**
 * The head's roll: the pose's eye and ear lines where it reads them, else the face's eye line.
 * FaceMesh fits its landmarks in an upright crop, which reads a turned head's roll about 40%
 * short (25° read as 14° on the fixtures); MoveNet sees the whole picture and reads 17° to 34°.
 */
export function headRoll(head: HeadGeometry, body: BodyPose | undefined): number {
  return poseRoll(head, body) ?? head.tilt;
}

/**
 * Seen from the side, an upright head's nose tip lies this far (radians, 20°) below the line
 * level with its ear: the ear canal is level with the eye's floor (the Frankfurt plane) and the
 * nose tip sits about 0.37 of the ear-to-nose run lower.
 */
const PROFILE_SLOPE = (20 * Math.PI) / 180;
/** A near ear this many face widths or more behind the nose is a head seen from the side. */
const MIN_PROFILE_RUN = 0.5;

/**
 * The roll of a head seen from the side, from the pose's near ear and nose; undefined for a
 * head seen from the front or three-quarters, or where the pose does not read them. A profile
 * has no eye line to read a roll by: FaceMesh places both eyes within a third of a face width,
 * and their line read a profile tilted 30° either way as 8° to 9° (the cameraman fixture).
 */
export function profileRoll(
  head: Pick<HeadGeometry, 'faceWidth'>,
  body: BodyPose | undefined,
): number | undefined {
  if (!body || body.nose.score < MIN_SCORE) return undefined;
  const { nose, leftEar, rightEar, leftEye, rightEye } = body;
  const eyesApart =
    Math.min(leftEye.score, rightEye.score) >= MIN_SCORE &&
    Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y) >= MIN_EYE_GAP * head.faceWidth;
  // Ears either side of the nose are a head seen from the front, whatever the eyes read.
  const earsAround =
    Math.min(leftEar.score, rightEar.score) >= MIN_SCORE &&
    Math.sign(leftEar.x - nose.x) !== Math.sign(rightEar.x - nose.x);
  if (eyesApart || earsAround) return undefined;
  const ear = leftEar.score >= rightEar.score ? leftEar : rightEar;
  if (ear.score < MIN_SCORE) return undefined;
  if (Math.abs(nose.x - ear.x) < MIN_PROFILE_RUN * head.faceWidth) return undefined;
  const facing = Math.sign(nose.x - ear.x);
  return angleFromLeft(ear, nose) - facing * PROFILE_SLOPE;
}

/**
 * The angle the costume's shoulders are drawn at, in radians (positive: the picture's right
 * side lower), about the pit of the neck. A head mostly sits square on its shoulders, and
 * MoveNet's shoulder points on a head-and-shoulders photo wander by up to 10°, so the
 * shoulders read and the head's roll are averaged. Without shoulders the body is taken
 * halfway between upright and the head's roll: a tilted head on an upright costume reads as a
 * broken neck, a costume tilted as far as the head as a fall. `turn` is the face's (see
 * `faceTurn`).
 */
export function bodyTilt(head: HeadGeometry, turn: number, body?: BodyPose): number {
  const lean =
    Math.abs(turn) > MAX_TURN
      ? head.tilt * TURNED_SHARE
      : (headRoll(head, body) + (shoulderAngle(head, body) ?? 0)) / 2;
  return Math.max(-MAX_LEAN, Math.min(MAX_LEAN, lean));
}
