import { USUAL_FACE } from './face';
import type { Raster } from './raster';
import type { Scene } from './scenes/scene';

/** Where the face sits in a portrait: centre and radius as shares of the picture's width/height. */
export interface FacePlace {
  readonly x: number;
  readonly y: number;
  /** Radius of the face's light and protection, as a share of the width. */
  readonly radius: number;
}

/** The face's place when none was found: portraits are cropped so the face sits there. */
export const USUAL_FACE_PLACE: FacePlace = { ...USUAL_FACE, radius: 0.24 };

/** Where things are in the picture being painted, in its own pixels. */
export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly face: { readonly x: number; readonly y: number; readonly radius: number };
}

/** A layout of the given size with the face at the given place. */
export function layoutFor(width: number, height: number, face = USUAL_FACE_PLACE): Layout {
  return {
    width,
    height,
    face: { x: width * face.x, y: height * face.y, radius: width * face.radius },
  };
}

/**
 * A style, in three parts: the scene the person is placed in, the treatment painted over
 * person and scene together, and the frame. Treatment and frame are apart so a custom prompt
 * can blend the looks of two styles and still wear one frame.
 */
export interface Recipe {
  readonly scene: Scene;
  /** Colour, light, paint and texture over the whole picture, so it reads as one painting. */
  paint(picture: Raster, layout: Layout): Promise<Raster>;
  /** Frame and ornaments, drawn over the painted picture. */
  dress(picture: Raster, layout: Layout): Promise<Raster>;
}
