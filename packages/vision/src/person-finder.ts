import type * as tf from '@tensorflow/tfjs-core';
import { createBodyReader } from './body-pose';
import { MIN_FACE_SCORE } from './count-people';
import { detectionPixels } from './detection-pixels';
import { createFaceDetector } from './face-detector';
import type { Frame } from './face-from-mesh';
import { searchFaces } from './face-search';
import type { Face, PersonFinder, PersonFinding, RgbImage, SeenFaces } from './person';
import { createPersonMasker } from './person-mask';
import type { QuarterTurns } from './quarter-turns';
import { facesIn } from './seen-faces';

/** The photo as the models read it, and how its pixels map to the analysed image's. */
interface Pixels {
  tensor: tf.Tensor4D;
  frame: Frame;
}

/**
 * Loads the face, mask and pose models once (per thread) and answers for one photo at a time.
 * Calls made while another runs wait their turn: Human keeps per-call state and the wasm
 * backend runs one kernel at a time anyway.
 */
export async function createPersonFinder(): Promise<PersonFinder> {
  const detector = await createFaceDetector();
  const masker = await createPersonMasker();
  const bodyReader = await createBodyReader();
  let previous: Promise<unknown> = Promise.resolve();

  // One call at a time, in order, whichever of the two it is.
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(run, run);
    previous = result.catch(() => undefined);
    return result;
  };
  const look = async <T>(
    image: RgbImage,
    seen: SeenFaces | undefined,
    answer: (faces: Face[], turns: QuarterTurns, pixels: Pixels) => Promise<T>,
  ): Promise<T> => {
    const { pixels, frame } = await detectionPixels(image);
    try {
      const { faces, turns } = seen
        ? { faces: facesIn(image, seen), turns: seen.turns }
        : await searchFaces(detector, pixels, frame, MIN_FACE_SCORE);
      return await answer(faces, turns, { tensor: pixels, frame });
    } finally {
      pixels.dispose();
    }
  };

  return {
    find: (image, seen) =>
      inTurn(() =>
        look(image, seen, async (faces, turns, pixels): Promise<PersonFinding> => {
          const mask = await masker.mask(pixels.tensor, turns, image.width, image.height);
          const scale = { x: pixels.frame.scaleX, y: pixels.frame.scaleY };
          const body = await bodyReader.read(pixels.tensor, turns, scale);
          return { width: image.width, height: image.height, faces, mask, body };
        }),
      ),
    findFaces: (image) =>
      inTurn(() =>
        look(image, undefined, async (faces, turns): Promise<SeenFaces> => {
          return { width: image.width, height: image.height, faces, turns };
        }),
      ),
  };
}
