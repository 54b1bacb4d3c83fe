import type { Face } from '@masterpiece-me/vision';
import { USUAL_FACE } from './face';
import { type FacePlace, USUAL_FACE_PLACE } from './layout';

/**
 * A crop, as shares of the photo's width and height. It may reach past the photo's edges:
 * only the head is kept from the photo, the scene and the costume fill the rest.
 */
export interface Crop {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** Degrees the upright photo was turned by before it was cut (see straighten.ts). */
  readonly turn?: number;
}

/** How a photo becomes a portrait: what to cut out of it and where the face ends up. */
export interface Framing {
  readonly crop: Crop;
  readonly face: FacePlace;
}

/** The face's height as a share of the portrait's: head and costumed shoulders, scene round. */
const FACE_SHARE = 0.24;
/** However small the face, the crop keeps this share of the largest crop, so it stays sharp. */
const MIN_CROP_SHARE = 0.3;
/**
 * A close-up may be zoomed out to this many times the largest crop inside the photo: only the
 * head is kept, and the scene and costume fill the rest; further out it would be too soft.
 */
const MAX_ZOOM_OUT = 3;
/** Without a mask to show the head, hair is taken to rise this share of the face box above it. */
const HAIR_ABOVE_BOX = 0.35;
/** A mask reaching higher above the face than this share of the box is not all head. */
const MAX_HEAD_ABOVE_BOX = 1;
/** Room left between the top of the head and the top of the portrait, as a share of it. */
const HEADROOM = 0.04;
/** The face's light radius, per pixel of face size. */
const RADIUS_PER_FACE_SIZE = 0.62;
/** Heads sit high in portrait photos, so without a face a tall photo loses mostly its bottom. */
const TOP_SHARE_OF_VERTICAL_CROP = 0.2;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The largest crop of the given aspect (width / height) that fits, in pixels. */
function largestCrop(width: number, height: number, aspect: number) {
  const cropHeight = Math.min(height, width / aspect);
  return { width: cropHeight * aspect, height: cropHeight };
}

/**
 * Frames a portrait round a face found in a `width` by `height` photo: the face centred, high,
 * about a quarter of the height, the whole head kept (its top is `headTop` where a mask shows
 * it). A close-up is zoomed out past the photo's edges (see `Crop`).
 */
export function frameFace(
  face: Face,
  width: number,
  height: number,
  aspect: number,
  headTop?: number,
): Framing {
  const { box } = face;
  const size = Math.max(box.height, box.width * 1.15);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const top0 = clamp(
    headTop ?? box.y - box.height * HAIR_ABOVE_BOX,
    box.y - box.height * MAX_HEAD_ABOVE_BOX,
    box.y,
  );
  const largest = largestCrop(width, height, aspect);
  const smallest = largest.height * MIN_CROP_SHARE;
  const cropHeight = clamp(size / FACE_SHARE, smallest, largest.height * MAX_ZOOM_OUT);
  const cropWidth = cropHeight * aspect;
  // The face is centred: the costume is drawn under it, the scene round it.
  const left = centreX - cropWidth / 2;
  const top = Math.min(centreY - cropHeight * USUAL_FACE.y, top0 - cropHeight * HEADROOM);
  return {
    crop: {
      left: left / width,
      top: top / height,
      width: cropWidth / width,
      height: cropHeight / height,
    },
    face: {
      x: (centreX - left) / cropWidth,
      y: (centreY - top) / cropHeight,
      radius: (size * RADIUS_PER_FACE_SIZE) / cropWidth,
    },
  };
}

/**
 * Frames a photo in which no face was found: the largest crop, centred on the person where a
 * mask says where they are (`personX`, a share of the width), the face assumed at its usual place.
 */
export function frameWithoutFace(
  width: number,
  height: number,
  aspect: number,
  personX = 0.5,
): Framing {
  const largest = largestCrop(width, height, aspect);
  const left = clamp(personX * width - largest.width / 2, 0, width - largest.width);
  const top = (height - largest.height) * TOP_SHARE_OF_VERTICAL_CROP;
  return {
    crop: {
      left: left / width,
      top: top / height,
      width: largest.width / width,
      height: largest.height / height,
    },
    face: USUAL_FACE_PLACE,
  };
}
