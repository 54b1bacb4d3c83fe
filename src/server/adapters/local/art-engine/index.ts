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
