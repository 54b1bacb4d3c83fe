import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as tf from '@tensorflow/tfjs-core';
import type { Config, Human } from '@vladmandic/human';
import { type Frame, faceFromMesh } from './face-from-mesh';
import { leansFromTheFront, withLeaningFacesTurned } from './leaning-faces';
import type { Face } from './person';
import { humanDistDirectory, humanModelsUrl, startTfjs, wasmDirectory } from './tfjs-runtime';
import { VisionInputError, VisionSetupError } from './vision-error';

/** Finds faces with BlazeFace (boxes) and FaceMesh (landmarks), the models inside @vladmandic/human. */
export interface FaceDetector {
  /**
   * `pixels` is a [1, height, width, 3] float tensor, 0..255; `frame` maps its pixels to the
   * analysed image's. The tensor stays the caller's to dispose.
   */
  detect(pixels: tf.Tensor4D, frame: Frame): Promise<Face[]>;
}

/** Up to this many faces are looked at, enough to tell a crowd from a portrait. */
const MAX_FACES = 10;

/**
 * Detections below this (BlazeFace's score, then FaceMesh's) are dropped inside the library.
 * Kept low on purpose: count-people.ts applies the real threshold, so weak faces stay visible
 * in PersonFinding.faces for whoever wants to look at them.
 */
const LIBRARY_MIN_CONFIDENCE = 0.2;

function humanConfig(): Partial<Config> {
  const off = { enabled: false };
  return {
    backend: 'wasm',
    wasmPath: wasmDirectory(),
    modelBasePath: humanModelsUrl(),
    // Otherwise Human returns the previous result for an input that looks similar.
    cacheSensitivity: 0,
    cacheModels: false,
    warmup: 'none',
    debug: false,
    filter: off,
    gesture: off,
    body: off,
    hand: off,
    object: off,
    segmentation: off,
    face: {
      enabled: true,
      detector: {
        rotation: false,
        maxDetected: MAX_FACES,
        minConfidence: LIBRARY_MIN_CONFIDENCE,
        // Human's own square padding misplaces boxes on non-square images; the plain resize works.
        square: false,
      },
      // FaceMesh gives the eye, nose and mouth points and confirms each detection.
      mesh: { enabled: true, keepInvalid: false },
      iris: off,
      attention: off,
      emotion: off,
      description: off,
      antispoof: off,
      liveness: off,
      gear: off,
    },
  };
}

const REQUIRED_MODELS = ['blazeface', 'facemesh'];

/** @vladmandic/human built for tfjs-core + the wasm backend (its main file needs tfjs-node). */
function loadHumanModule(): typeof import('@vladmandic/human') {
  const require = createRequire(import.meta.url);
  return require(join(humanDistDirectory(), 'human.node-wasm.js'));
}

export async function createFaceDetector(): Promise<FaceDetector> {
  await startTfjs();
  let human: Human;
  try {
    human = new (loadHumanModule().Human)(humanConfig());
    await human.load();
  } catch (error) {
    throw new VisionSetupError(`Face models did not load: ${String(error)}`);
  }
  // Human logs a failed model load and carries on without it; a detector without models would
  // find no face in any photo, so that is a setup error here.
  const missing = REQUIRED_MODELS.filter((name) => !human.models.loaded().includes(name));
  if (missing.length > 0) throw new VisionSetupError(`Face models missing: ${missing.join(', ')}`);
  return {
    async detect(pixels, frame) {
      const upright = await meshFaces(human, pixels, frame, UPRIGHT);
      if (!upright.some(leansFromTheFront)) return upright;
      return withLeaningFacesTurned(upright, await meshFaces(human, pixels, frame, TURNED));
    },
  };
}

/**
 * FaceMesh on each face's box as the picture holds it, or on its crop turned upright by
 * BlazeFace's eye points (see leaning-faces.ts). Human keeps a call's config for the next
 * call, so every call says which.
 */
const UPRIGHT: Partial<Config> = { face: { detector: { rotation: false } } };
const TURNED: Partial<Config> = { face: { detector: { rotation: true } } };

async function meshFaces(
  human: Human,
  pixels: tf.Tensor4D,
  frame: Frame,
  config: Partial<Config>,
): Promise<Face[]> {
  // Human types tensors with its own bundled copy of tfjs-core's declarations.
  const input = pixels as unknown as Parameters<Human['detect']>[0];
  const result = await human.detect(input, config);
  if (result.error) throw new VisionInputError(`Face detection failed: ${result.error}`);
  return result.face
    .map((face) => faceFromMesh(face, frame))
    .filter((face): face is Face => face !== null)
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
}
