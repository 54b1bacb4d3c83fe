import { angleFromLeft, type Face } from '@masterpiece-me/vision';
import { chinDepth as foundChinDepth } from './chin';
import type { HeadGeometry, PixelPoint } from './costumes/costume';
import type { FacePlace } from './layout';
import type { Plane, Raster } from './raster';

/** The chin lies below the mouth by about this many nose-to-mouth distances. */
const CHIN_PER_NOSE_TO_MOUTH = 1.6;
/** The brow lies above the eye line by this share of the eye-to-chin distance. */
const BROW_ABOVE_EYES = 0.3;
/** Cheek to cheek, per distance between the eyes, when the detector's box is narrower. */
const FACE_WIDTH_PER_EYES = 2.1;
/** A mask column counts as head from this value up. */
const MASK_IS_HEAD = 0.5;

/** The features a painter keeps sharp: eyes and mouth, in the picture's pixels. */
export interface Features {
  readonly leftEye: PixelPoint;
  readonly rightEye: PixelPoint;
  readonly nose: PixelPoint;
  readonly mouth: PixelPoint;
}

/** A face's box and landmarks, moved from the analysed image into the picture's pixels. */
export interface PlacedFace {
  readonly box: { x: number; y: number; width: number; height: number };
  readonly features: Features;
}

export function placeFace(face: Face, move: (point: PixelPoint) => PixelPoint): PlacedFace {
  const topLeft = move({ x: face.box.x, y: face.box.y });
  const bottomRight = move({ x: face.box.x + face.box.width, y: face.box.y + face.box.height });
  const { leftEye, rightEye, nose, mouth } = face.landmarks;
  return {
    box: {
      x: topLeft.x,
      y: topLeft.y,
      width: bottomRight.x - topLeft.x,
      height: bottomRight.y - topLeft.y,
    },
    features: {
      leftEye: move(leftEye),
      rightEye: move(rightEye),
      nose: move(nose),
      mouth: move(mouth),
    },
  };
}

/** Where a face found nowhere is taken to be: the usual place, its features drawn in. */
export function assumedFace(place: FacePlace, width: number, height: number): PlacedFace {
  const x = place.x * width;
  const y = place.y * height;
  const size = (place.radius * width) / 0.62;
  const at = (dx: number, dy: number) => ({ x: x + dx * size, y: y + dy * size });
  return {
    box: { x: x - size * 0.45, y: y - size * 0.5, width: size * 0.9, height: size },
    features: {
      leftEye: at(0.19, -0.12),
      rightEye: at(-0.19, -0.12),
      nose: at(0, 0.08),
      mouth: at(0, 0.24),
    },
  };
}

function topOfHead(mask: Plane, x: number, halfWidth: number, below: number): number | undefined {
  const { width, data } = mask;
  const left = Math.max(0, Math.round(x - halfWidth));
  const right = Math.min(width, Math.round(x + halfWidth));
  if (right <= left) return undefined;
  for (let y = 0; y < below; y++) {
    let sum = 0;
    for (let i = left; i < right; i++) sum += data[y * width + i] ?? 0;
    if (sum / (right - left) > MASK_IS_HEAD) return y;
  }
  return undefined;
}

/**
 * The head a costume is drawn for: centre, size and tilt from the eyes, nose and mouth (the
 * tilt from `roll` where it was read otherwise, as a profile's is); the chin found in the photo
 * (see `chinDepth`), or without one from the mouth (or the box's bottom when that lies higher:
 * a collar too low leaves a long neck); the crown from the mask.
 */
export function headGeometry(
  face: PlacedFace,
  mask: Plane,
  photo?: Raster,
  roll?: number,
): HeadGeometry {
  const { leftEye, rightEye, nose, mouth } = face.features;
  const eyes = { x: (leftEye.x + rightEye.x) / 2, y: (leftEye.y + rightEye.y) / 2 };
  const eyeGap = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const tilt = roll ?? angleFromLeft(leftEye, rightEye);
  // Down the face, across the eye line.
  const down = { x: -Math.sin(tilt), y: Math.cos(tilt) };
  const noseToMouth = Math.max(
    eyeGap * 0.25,
    (mouth.x - nose.x) * down.x + (mouth.y - nose.y) * down.y,
  );
  const mouthDepth = (mouth.x - eyes.x) * down.x + (mouth.y - eyes.y) * down.y;
  const boxBottom = face.box.y + face.box.height - eyes.y;
  const faceWidth = Math.max(face.box.width, eyeGap * FACE_WIDTH_PER_EYES);
  const chinDepth = photo
    ? foundChinDepth(photo, mask, face, { eyes, down, faceWidth })
    : Math.min(mouthDepth + noseToMouth * CHIN_PER_NOSE_TO_MOUTH, boxBottom);
  const chin = { x: eyes.x + down.x * chinDepth, y: eyes.y + down.y * chinDepth };
  const faceHeight = chinDepth * (1 + BROW_ABOVE_EYES);
  const faceCenter = { x: (eyes.x + mouth.x) / 2, y: (eyes.y + mouth.y) / 2 };
  const browY = eyes.y - chinDepth * BROW_ABOVE_EYES;
  const fromMask = topOfHead(mask, faceCenter.x, faceWidth * 0.3, Math.max(0, browY));
  const crownY = Math.min(browY - faceHeight * 0.15, fromMask ?? browY - faceHeight * 0.45);
  return {
    width: mask.width,
    height: mask.height,
    faceCenter,
    faceWidth,
    faceHeight,
    chin,
    crownY: Math.max(0, crownY),
    tilt,
  };
}
