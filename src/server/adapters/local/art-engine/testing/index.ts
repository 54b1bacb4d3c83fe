/*
 * The art engine's door for tests, benches and scripts outside it: a person finder that needs
 * no models, the seeded random the engine draws with (so a set made for it is the same on every
 * run), and the costumes drawn alone. The engine's own tests also use the checks beside this file directly.
 */

export { createRandom } from '../prng';
export { drawCostumeSheet } from './costume-sheet';
export { createFakePersonFinder, type FakePersonFinderOptions } from './fake-person-finder';
