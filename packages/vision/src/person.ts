/** A point in the pixels of the analysed image. */
export interface Point {
  x: number;
  y: number;
}

/**
 * The angle of the line through two points, from the one on the picture's left to the other
 * (positive: the right one lower): whichever a model calls left, an eye line or a shoulder line
 * reads the same.
 */
export function angleFromLeft(a: Point, b: Point): number {
  const [first, second] = a.x <= b.x ? [a, b] : [b, a];
  return Math.atan2(second.y - first.y, second.x - first.x);
}

/** A face the detector found, in the pixels of the analysed image. */
export interface Face {
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0..1. */
  score: number;
  /**
   * Eye centres, nose tip and mouth centre: where the light and the crop go. `leftEye` is the
   * person's own left eye (on the right of the picture when they face the camera). A face cut
   * by the frame may have points outside the image.
   */
  landmarks: { leftEye: Point; rightEye: Point; nose: Point; mouth: Point };
}

/** A body point the pose model places, with its confidence, 0..1. */
export interface Keypoint extends Point {
  score: number;
}

/**
 * The upper body as MoveNet reads it, in the pixels of the analysed image. `leftShoulder` is
 * the person's own left (on the picture's right when they face the camera), as for the eyes.
 */
export interface BodyPose {
  nose: Keypoint;
  leftEye: Keypoint;
  rightEye: Keypoint;
  leftEar: Keypoint;
  rightEar: Keypoint;
  leftShoulder: Keypoint;
  rightShoulder: Keypoint;
}

/** What the vision models see in one photo. */
export interface PersonFinding {
  width: number;
  height: number;
  /** Every face found, largest first. */
  faces: Face[];
  /** The person mask: width × height values, 0 (background) .. 255 (person), soft at the edge. */
  mask: Uint8Array;
  /** The shoulders, ears and face as the pose model sees them; absent where none was read. */
  body?: BodyPose;
}

/** Pixels to look at: interleaved RGB, 8 bits, `width × height × 3` bytes. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/**
 * The faces found in one copy of a photo (`width × height`) and the clockwise quarter turns
 * that make it upright: kept from the upload's check so the render need not look again.
 */
export interface SeenFaces {
  width: number;
  height: number;
  faces: Face[];
  turns: 0 | 1 | 2 | 3;
}

/** Finds the faces and the person in a photo, with models that run offline from local files. */
export interface PersonFinder {
  /**
   * Faces and mask. With `seen` (the faces found before in another copy of the same photo) the
   * faces are those, moved into this copy's pixels, and only the mask is drawn.
   */
  find(image: RgbImage, seen?: SeenFaces): Promise<PersonFinding>;
  /** The faces alone, without the person mask: what counting people needs, at less cost. */
  findFaces(image: RgbImage): Promise<SeenFaces>;
}

/** How many people a photo shows, by the one-person rule (see count-people.ts). */
export type PeopleCount =
  | { kind: 'none' }
  | { kind: 'one'; face: Face }
  | { kind: 'several'; count: number };
