import { MIN_FACE_SCORE } from './count-people';
import { detectionPixels } from './detection-pixels';
import { createFaceDetector } from './face-detector';
import { searchFaces } from './face-search';
import type { PersonFinder, PersonFinding } from './person';
import { createPersonMasker } from './person-mask';

/**
 * Loads the face and mask models once (per thread) and answers for one photo at a time. Calls
 * made while another runs wait their turn: Human keeps per-call state and the wasm backend runs
 * one kernel at a time anyway.
 */
export async function createPersonFinder(): Promise<PersonFinder> {
  const detector = await createFaceDetector();
  const masker = await createPersonMasker();
  let previous: Promise<unknown> = Promise.resolve();

  return {
    find(image) {
      const run = async (): Promise<PersonFinding> => {
        const { pixels, frame } = await detectionPixels(image);
        try {
          const { faces, turns } = await searchFaces(detector, pixels, frame, MIN_FACE_SCORE);
          const mask = await masker.mask(pixels, turns, image.width, image.height);
          return { width: image.width, height: image.height, faces, mask };
        } finally {
          pixels.dispose();
        }
      };
      const result = previous.then(run, run);
      previous = result.catch(() => undefined);
      return result;
    },
  };
}
