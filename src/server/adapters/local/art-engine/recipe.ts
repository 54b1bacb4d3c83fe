import { type Spot, USUAL_FACE } from './face';
import type { Raster } from './raster';

/** Where things are in the artwork. Photos arrive cropped so the face sits high and centred. */
export interface Scene {
  readonly width: number;
  readonly height: number;
  readonly face: { readonly x: number; readonly y: number; readonly radius: number };
}

/** A scene of the given size with the face at the given place (shares of width and height). */
export function sceneFor(width: number, height: number, face: Spot = USUAL_FACE): Scene {
  return { width, height, face: { x: width * face.x, y: height * face.y, radius: width * 0.24 } };
}

/**
 * A style, in two steps so a custom prompt can blend the looks of two styles and still wear
 * one frame.
 */
export interface Recipe {
  /** Colour, light, paint and texture: turns the photo into the style's picture. */
  paint(photo: Raster, scene: Scene): Promise<Raster>;
  /** Frame and ornaments, drawn over the painted picture. */
  dress(picture: Raster, scene: Scene): Promise<Raster>;
}
