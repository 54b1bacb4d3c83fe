/*
 * The portrait engine's door for the store's art threads (and its benches and scripts): paint
 * an artwork, paint it again at print size, encode a master. What may be asked for is in
 * `./vocabulary`; what tests use is in `./testing`.
 */
export { encodeMaster } from './encode-master';
export {
  ARTWORK_HEIGHT,
  ARTWORK_WIDTH,
  createLocalArtEngine,
  dressArtwork,
  type LocalArtEngineDeps,
  paintArtwork,
  renderArtwork,
} from './engine';
export {
  type DressedArtwork,
  finishArtwork,
  paintDressed,
  type RenderStage,
} from './paint-and-finish';
export { paintPrintMaster } from './print-master';
