/*
 * The portrait engine's door for tests, benches and scripts outside it: the varied portrait set
 * the art is judged on, the styles and descriptions a contact sheet shows, a person finder that
 * needs no models and the costumes drawn alone. The engine's own tests also use the checks
 * beside this file directly.
 */

export { drawCostumeSheet } from './costume-sheet';
export { createFakePersonFinder, type FakePersonFinderOptions } from './fake-person-finder';
export {
  PORTRAIT_SET,
  type Portrait,
  portraitPhoto,
  SITTERS,
  type Sitter,
  type TransformName,
} from './portrait-set';
export { directionName, SHEET_DESCRIPTIONS, SHEET_DIRECTIONS } from './sheet-directions';
