export {
  ARTWORK_HEIGHT,
  ARTWORK_WIDTH,
  createLocalArtEngine,
  type LocalArtEngineDeps,
} from './engine';
export { renderSamplePortrait } from './sample-portrait';
