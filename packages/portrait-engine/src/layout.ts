import { USUAL_FACE } from './face';
import type { Plane } from './raster';

/** Where the face sits in a portrait: centre and radius as shares of the picture's width/height. */
export interface FacePlace {
  readonly x: number;
  readonly y: number;
  /** Radius of the face's light and protection, as a share of the width. */
  readonly radius: number;
}

/** Every artwork is a 4:5 portrait this size: over 1536 px tall, as print partners ask. */
export const ARTWORK_WIDTH = 1232;
export const ARTWORK_HEIGHT = 1536;
/**
 * Styles paint at half size and are enlarged before their surface texture goes on: paint
 * strokes are broad anyway, and it keeps a render well under a second on two cores.
 */
export const PAINT_WIDTH = ARTWORK_WIDTH / 2;
export const PAINT_HEIGHT = ARTWORK_HEIGHT / 2;

/**
 * Surfaces (weave, cracks, stroke relief, scanlines) are drawn in pixels of the artwork; a
 * picture painted larger for a print draws them this many times larger, so they are the same
 * surface, as fine as the print's pixels allow.
 */
export function surfaceScale(layout: Pick<Layout, 'width'>): number {
  return layout.width / ARTWORK_WIDTH;
}

/** The face's place when none was found: portraits are cropped so the face sits there. */
export const USUAL_FACE_PLACE: FacePlace = { ...USUAL_FACE, radius: 0.24 };

/** A rectangle of whole pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where things are in the picture being painted, in its own pixels. */
export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly face: { readonly x: number; readonly y: number; readonly radius: number };
  /** The face and round it, where finer strokes go over the broad ones; none if absent. */
  readonly focus?: Box;
  /** Inside `focus`, in its pixels: where strokes stay fine (0, eyes and mouth) or broad (1). */
  readonly detail?: Plane;
  /** A look's own brushwork (variation.ts): the oil strokes' length and their scatter. */
  readonly brush?: { readonly lengthScale: number; readonly seed: number };
}

/** A layout of the given size with the face at the given place. */
export function layoutFor(width: number, height: number, face = USUAL_FACE_PLACE): Layout {
  return {
    width,
    height,
    face: { x: width * face.x, y: height * face.y, radius: width * face.radius },
  };
}
