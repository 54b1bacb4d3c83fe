export { ARTWORK_HEIGHT, ARTWORK_WIDTH, createLocalArtEngine } from './engine';
export { renderSamplePortrait } from './sample-portrait';
export { type StyleShare, styleMixForPrompt } from './style-mix';
