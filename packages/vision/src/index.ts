/*
 * The vision package's one door: what the store, its art engine, its benches and its tests may
 * use. The models, their runtime and the steps between a photo and a finding stay inside.
 */
export { countPeople, MIN_FACE_SCORE } from './count-people';
export { decodeRgb } from './decode-rgb';
export { facesCamera } from './facing-camera';
export { faceRoll } from './leaning-faces';
export { readModelArtifacts } from './model-artifacts';
export {
  type NormalisedPhoto,
  type NormaliseOptions,
  normalisePhoto,
  type PhotoPixels,
} from './normalise-photo';
export {
  angleFromLeft,
  type BodyPose,
  type Face,
  type Keypoint,
  type PeopleCount,
  type PersonFinder,
  type PersonFinding,
  type Point,
  type RgbImage,
  type SeenFaces,
} from './person';
export { createPersonFinder } from './person-finder';
export { facesIn, readSeenFaces, writeSeenFaces } from './seen-faces';
export { startTfjs } from './tfjs-runtime';
export { VisionInputError, VisionSetupError } from './vision-error';
