/*
 * The portrait engine's vocabulary: what a painting may be asked for (its styles, genders and
 * looks, the request and the artwork it answers with) and how a shopper's own description is
 * read. Pure and free of Node, so the web app reads a description as the engine will.
 */
export {
  type CustomLook,
  type CustomRole,
  MEDIA,
  type Medium,
  MOODS,
  type Mood,
  type Palette,
  SETTINGS,
  type Setting,
} from './custom-look';
export { NAMED_PALETTES } from './palettes';
export {
  type NamedLook,
  readDescription,
  readNamedLook,
  wordsNotPainted,
} from './read-description';
export type { ArtDirection, ArtRequest, Artwork } from './request';
export { GENDERS, type Gender, LOOKS_PER_SET, STYLE_IDS, type StyleId } from './styles';
