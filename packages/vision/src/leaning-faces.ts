import { angleFromLeft, type Face } from './person';

/*
 * FaceMesh fits its points in the face's box as the picture holds it, and on a head leaning
 * far it places them short of the lean: fixture portraits turned 30° read as 10° to 16°, the
 * chin and jaw placed where an upright face would have them. Human can first turn each face's
 * crop upright by BlazeFace's eye points, which puts the points where they are (within 2°),
 * but on a face seen from the side those two points are not its eyes and the crop is turned
 * by nonsense (the profile fixture, upright, read at 38°, turned 30° at 70°). So a face that leans and
 * faces the camera is read again on a turned crop; every other face is kept as first read.
 */

/** A face leaning more than this (radians, 8°) is read again on a turned crop. */
const LEANING = (8 * Math.PI) / 180;
/**
 * The nose this far off the eyes' middle, along the eye line, in eye distances: a face turned
 * this far from the camera is too near a profile for BlazeFace's eye points.
 */
const SIDE_ON = 0.45;
/** The turned reading must cover the same face: this much of their boxes' union in common. */
const SAME_FACE = 0.5;

/** The eye line's angle, from the eye on the picture's left (positive: the right one lower). */
export function faceRoll(face: Face): number {
  return angleFromLeft(face.landmarks.leftEye, face.landmarks.rightEye);
}

/** How far the nose lies off the eyes' middle along the eye line, in eye distances. */
export function noseOffCentre(face: Face): number {
  const { leftEye, rightEye, nose } = face.landmarks;
  const gap = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y) || 1;
  const along = {
    x: (leftEye.x - rightEye.x) / gap,
    y: (leftEye.y - rightEye.y) / gap,
  };
  const middle = { x: (leftEye.x + rightEye.x) / 2, y: (leftEye.y + rightEye.y) / 2 };
  return Math.abs((nose.x - middle.x) * along.x + (nose.y - middle.y) * along.y) / gap;
}

export function leansFromTheFront(face: Face): boolean {
  return Math.abs(faceRoll(face)) >= LEANING && noseOffCentre(face) <= SIDE_ON;
}

function sharedShare(a: Face['box'], b: Face['box']): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.width * a.height + b.width * b.height - shared);
}

/**
 * The faces of the upright reading, each leaning one taken from the turned reading where that
 * found the same face, leaning the same way and still facing the camera. Only landmarks and
 * boxes change: the faces found, and so the people counted, are the upright reading's.
 */
export function withLeaningFacesTurned(upright: Face[], turned: Face[]): Face[] {
  return upright.map((face) => {
    if (!leansFromTheFront(face)) return face;
    const match = turned
      .filter((other) => sharedShare(face.box, other.box) >= SAME_FACE)
      .sort((a, b) => sharedShare(face.box, b.box) - sharedShare(face.box, a.box))[0];
    if (!match || noseOffCentre(match) > SIDE_ON) return face;
    if (Math.sign(faceRoll(match)) !== Math.sign(faceRoll(face))) return face;
    return { ...match, score: face.score };
  });
}
