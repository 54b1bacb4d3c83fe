/*
 * The test photos' one door, for tests, benches and art scripts only: where the shared photos
 * are, each read as it came or as the upload normalises it, and a way to compare two images.
 */
export { FIXTURE_PHOTOS, FIXTURE_PHOTOS_VARIABLE } from './fixture-photos-dir';
export { fixturePhoto, fixtureType, PORTRAIT_FIXTURES } from './fixtures';
export { fingerprintImage, meanDifference } from './image-difference';
export {
  asUploaded,
  fixtureImage,
  normalisedFixture,
  turnedFixture,
  UPLOAD_NORMALISATION,
  variantImage,
} from './test-photos';
