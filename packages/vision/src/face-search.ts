import * as tf from '@tensorflow/tfjs-core';
import { faceSize } from './count-people';
import type { FaceDetector } from './face-detector';
import type { Frame } from './face-from-mesh';
import { cutByTile, mergeFaces, shiftFace, squareTiles } from './face-tiles';
import type { Face } from './person';
import { type QuarterTurns, turnFaceBack, turnPixels } from './quarter-turns';

/** Upright first; then sideways both ways (a phone photo saved without its Exif turn), upside down. */
const SEARCH_ORDER: QuarterTurns[] = [0, 1, 3, 2];

/**
 * When the largest confident face is smaller than this share of the photo's shorter side, the
 * photo is looked at again in square tiles (face-tiles.ts): faces this small in a wide photo are
 * where BlazeFace starts to miss people (the soccer match: 6–9 %).
 */
const SMALL_FACE_SHARE = 0.15;

export interface FaceSearch {
  /** Faces on the photo as given (not turned), largest first. */
  faces: Face[];
  /** The clockwise turn at which the faces were found: the turn that makes the photo upright. */
  turns: QuarterTurns;
}

/**
 * BlazeFace only sees faces within about 45° of upright. When the upright photo has no face
 * scoring at least `enough`, the photo is tried at every other turn and the turn with the most
 * confident face wins: an upside-down face often scores above `enough` too (0.4 to 0.7 against
 * 0.8 to 0.9 upright), so stopping at the first turn that finds one would leave a sideways
 * photo upside down, and its mask with it. A photo with a large upright face costs one pass.
 */
export async function searchFaces(
  detector: FaceDetector,
  pixels: tf.Tensor4D,
  frame: Frame,
  enough: number,
): Promise<FaceSearch> {
  let best: FaceSearch & { score: number } = { faces: [], turns: 0, score: -1 };
  for (const turns of SEARCH_ORDER) {
    const faces = await facesAtTurn(detector, pixels, frame, turns, enough);
    const score = Math.max(-1, ...faces.map((face) => face.score));
    if (score > best.score) best = { faces, turns, score };
    if (turns === 0 && score >= enough) break;
  }
  return { faces: best.faces, turns: best.turns };
}

async function facesAtTurn(
  detector: FaceDetector,
  pixels: tf.Tensor4D,
  frame: Frame,
  turns: QuarterTurns,
  enough: number,
): Promise<Face[]> {
  const turnedFrame: Frame =
    turns % 2 === 1
      ? { width: frame.height, height: frame.width, scaleX: frame.scaleY, scaleY: frame.scaleX }
      : frame;
  const turned = turnPixels(pixels, turns);
  try {
    let faces = await detector.detect(turned, turnedFrame);
    // Tiles for the upright photo even when it shows nothing: a group photo may hold only faces
    // too small for the whole-photo pass. Turned photos get them only once a face was seen.
    const confident = faces.filter((face) => face.score >= enough);
    const largest = Math.max(0, ...confident.map(faceSize));
    const small = largest < SMALL_FACE_SHARE * Math.min(turnedFrame.width, turnedFrame.height);
    if (small && (turns === 0 || faces.length > 0)) {
      faces = mergeFaces([...faces, ...(await facesInTiles(detector, turned, turnedFrame))]);
    }
    return faces.map((face) => turnFaceBack(face, turns, turnedFrame.width, turnedFrame.height));
  } finally {
    turned.dispose();
  }
}

async function facesInTiles(
  detector: FaceDetector,
  pixels: tf.Tensor4D,
  frame: Frame,
): Promise<Face[]> {
  const [, height = 0, width = 0] = pixels.shape;
  const found: Face[] = [];
  for (const tile of squareTiles(width, height)) {
    const view = tf.slice(pixels, [0, tile.y, tile.x, 0], [1, tile.size, tile.size, 3]);
    const inImage = {
      x: tile.x * frame.scaleX,
      y: tile.y * frame.scaleY,
      width: tile.size * frame.scaleX,
      height: tile.size * frame.scaleY,
    };
    try {
      const tileFrame = { ...frame, width: inImage.width, height: inImage.height };
      const faces = await detector.detect(view, tileFrame);
      const margin = Math.max(frame.scaleX, frame.scaleY);
      found.push(
        ...faces
          .map((face) => shiftFace(face, inImage.x, inImage.y))
          .filter((face) => !cutByTile(face, inImage, frame, margin)),
      );
    } finally {
      view.dispose();
    }
  }
  return found;
}
