import type { Face, PeopleCount } from './person';

/**
 * Faces scoring below this are not people. The score is the lower of BlazeFace's and FaceMesh's
 * (face-from-mesh.ts). Real faces on the fixtures and their mirrors, crops and turns score 0.31
 * and up (upright ones 0.35 and up, most 0.7 to 0.95); the spurious boxes seen (on upside-down
 * photos, beside a cut face, on the houses) score 0.21 to 0.28.
 */
export const MIN_FACE_SCORE = 0.3;

/**
 * A face smaller than this share of the main (largest) face is background: a crowd, a poster, a
 * photo on the wall. Sizes are linear (square root of the box area). People side by side measure
 * 0.69 to 1.0 of one another on the fixtures; a poster pasted into a portrait, 0.12 to 0.24.
 */
export const MIN_SHARE_OF_MAIN_FACE = 0.5;

/** A face box within this share of the shorter side from the frame is cut by the frame. */
export const FRAME_EDGE_MARGIN = 0.01;

/**
 * A face cut by the frame counts only if what is visible of it is at least this share of the
 * largest uncut face: about two thirds of a neighbour's face in the photo (a face half inside
 * measures 0.55 to 0.66, 90 % inside 0.86 to 0.98).
 */
export const CUT_FACE_MIN_SHARE_OF_UNCUT_FACE = 0.75;

/**
 * With no uncut face to compare with, a cut face counts only if it is at least this share of the
 * photo's shorter side: a close portrait with the chin or forehead cut off (0.27 and more on
 * the fixtures' crops), not a stranger's half face at the edge of a landscape.
 */
export const CUT_FACE_MIN_SHARE_OF_FRAME = 0.15;

/**
 * The one-person rule: how many people the photo shows, judged by their faces. `faces` are in the
 * pixels of a `width × height` photo, in any order.
 */
export function countPeople(faces: readonly Face[], width: number, height: number): PeopleCount {
  const confident = faces.filter((face) => face.score >= MIN_FACE_SCORE);
  const mainSize = Math.max(0, ...confident.map(faceSize));
  const uncut = confident.filter((face) => !isCutByFrame(face, width, height));
  const largeCut =
    uncut.length > 0
      ? CUT_FACE_MIN_SHARE_OF_UNCUT_FACE * Math.max(...uncut.map(faceSize))
      : CUT_FACE_MIN_SHARE_OF_FRAME * Math.min(width, height);

  const people = confident
    .filter((face) => faceSize(face) >= MIN_SHARE_OF_MAIN_FACE * mainSize)
    .filter((face) => !isCutByFrame(face, width, height) || faceSize(face) >= largeCut)
    .sort((a, b) => faceSize(b) - faceSize(a));

  const [first] = people;
  if (!first) return { kind: 'none' };
  if (people.length === 1) return { kind: 'one', face: first };
  return { kind: 'several', count: people.length };
}

/** A face's linear size: the square root of its (visible) box area, in pixels. */
export function faceSize(face: Face): number {
  return Math.sqrt(face.box.width * face.box.height);
}

/** The face box reaches the frame, so part of the face is outside the photo. */
export function isCutByFrame(face: Face, width: number, height: number): boolean {
  const margin = FRAME_EDGE_MARGIN * Math.min(width, height);
  const { x, y, width: w, height: h } = face.box;
  return x <= margin || y <= margin || x + w >= width - margin || y + h >= height - margin;
}
