export {
  ARTWORK_HEIGHT,
  ARTWORK_WIDTH,
  createLocalArtEngine,
  finishArtwork,
  type LocalArtEngineDeps,
  type PaintedArtwork,
  paintArtwork,
  renderArtwork,
} from './engine';
export { paintPrintMaster } from './print-master';
