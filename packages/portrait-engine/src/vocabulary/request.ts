import type { SeenFaces } from '@masterpiece-me/vision';
import type { Gender, StyleId } from './styles';

/** What to paint: one of the named styles, or a shopper's own description. */
export type ArtDirection = { kind: 'style'; styleId: StyleId } | { kind: 'custom'; prompt: string };

export interface ArtRequest {
  /** The normalised photo: JPEG, EXIF orientation applied, longest side at most 2048 px. */
  photo: Buffer;
  direction: ArtDirection;
  gender: Gender;
  /**
   * Which look to paint (issue 36): 0 is the style's own; every other number is a variation of
   * its composition, light and palette. The same look of the same photo paints the same picture,
   * so a print is painted again as the shopper picked it.
   */
  look?: number;
  /** The faces the upload's check found in this photo: an engine that looks for faces may start from them. */
  faces?: SeenFaces;
  /**
   * No shopper is waiting for this picture (a creation's later looks): an engine that queues
   * its work paints it after every picture a shopper is waiting for.
   */
  background?: boolean;
}

export interface Artwork {
  image: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  /**
   * The face's box as shares of the artwork's width and height, so each product's print area
   * can be cut from the artwork without cutting the face. Absent when no face was found.
   */
  subject?: { x: number; y: number; width: number; height: number };
}
