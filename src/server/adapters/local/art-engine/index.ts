export {
  ARTWORK_HEIGHT,
  ARTWORK_WIDTH,
  createLocalArtEngine,
  finishArtwork,
  type LocalArtEngineDeps,
  type PaintedArtwork,
  paintArtwork,
} from './engine';
export { renderSamplePortrait } from './sample-portrait';
