/*
 * The steps inside `createPersonFinder`, one at a time, for the bench that measures each of them
 * (bench/measure-vision.ts). The store and the engine go through the main door.
 */
export { detectionPixels } from './detection-pixels';
export { createFaceDetector } from './face-detector';
export { searchFaces } from './face-search';
export { createPersonMasker } from './person-mask';
