import type { Layout } from './layout';
import type { Raster } from './raster';
import type { Scene } from './scenes/scene';

/**
 * A style: the scene the person is painted into, the painting of the whole picture, and the
 * surface of the finished canvas. Painting and surface are apart so a custom description can
 * blend the paint of two styles. No part draws a frame: the artwork is painted edge to edge.
 */
export interface Recipe {
  readonly scene: Scene;
  /**
   * Flat tone bands with inked borders: a feathered join comes out a line anyway, so the head
   * keeps the mask model's cut and crisp strokes (see paintArtwork).
   */
  readonly inked?: boolean;
  /** Colour, light and one painterly pass over the whole picture, face included. */
  paint(picture: Raster, layout: Layout): Promise<Raster>;
  /** The surface at full size (canvas weave, brush texture, print dots), in place. */
  finish(picture: Raster, layout: Layout): Raster;
}
