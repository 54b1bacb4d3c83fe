import type { Face } from '../../../vision/person';
import { USUAL_FACE } from './face';
import { type FacePlace, USUAL_FACE_PLACE } from './recipe';

/**
 * A crop, as shares of the photo's width and height. It may reach past the photo's left, top
 * and right edges, where the scene fills in, and a little past its bottom, where the body is
 * carried on down (see portrait.ts) so it never ends in mid-air.
 */
export interface Crop {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** How a photo becomes a portrait: what to cut out of it and where the face ends up. */
export interface Framing {
  readonly crop: Crop;
  readonly face: FacePlace;
}

/** The face's height as a share of the portrait's: head and shoulders, with scene around. */
const FACE_SHARE = 0.27;
/** However small the face, the crop keeps this share of the largest crop, so it stays sharp. */
const MIN_CROP_SHARE = 0.3;
/**
 * A close-up may be zoomed out to this many times the largest crop inside the photo, so the
 * scene shows round the person; further out the photo would look pasted on.
 */
const MAX_ZOOM_OUT = 1.6;
/**
 * How far the crop may reach below the photo, as a share of the crop's height: about what
 * a frame's bottom rail covers, so the carried-on body hardly shows.
 */
const BELOW_PHOTO = 0.1;
/** A close-up zoomed out may let the face sit this low (a share of the height), no lower. */
const LOWEST_FACE = 0.47;
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

/** Keeps a crop's edge within the photo where the crop is smaller, else the photo within it. */
function within(start: number, size: number, limit: number): number {
  return clamp(start, Math.min(0, limit - size), Math.max(0, limit - size));
}

/**
 * Frames a portrait round a face found in a `width` by `height` photo: the face high and
 * centred at its usual place and about a quarter of the height, the whole head kept (its top
 * is `headTop` where a mask shows it). A crop that runs off the photo's sides is pushed back
 * inside it, except that a close-up is zoomed out past its edges (see `Crop`).
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
  // Zooming out is limited by the body below the face: the crop may reach only a little below
  // the photo, with the face at most a little lower than usual.
  const roomBelow = (height - centreY) / (1 - LOWEST_FACE - BELOW_PHOTO);
  const largestHere = Math.max(smallest, Math.min(largest.height * MAX_ZOOM_OUT, roomBelow));
  const cropHeight = clamp(size / FACE_SHARE, smallest, largestHere);
  const cropWidth = cropHeight * aspect;
  const wantedTop = Math.min(centreY - cropHeight * USUAL_FACE.y, top0 - cropHeight * HEADROOM);
  const left = within(centreX - cropWidth / 2, cropWidth, width);
  const top = Math.min(wantedTop, height + cropHeight * (BELOW_PHOTO - 1));
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
