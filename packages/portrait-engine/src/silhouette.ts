import type { FacePlace } from './layout';
import { lightPool } from './ops/light';
import { createPlane, type Plane, unitePlanes } from './raster';

/** Soft edges of the drawn shapes, as a share of each ellipse's radius. */
const EDGE = 0.18;

function ellipse(width: number, height: number, x: number, y: number, rx: number, ry: number) {
  return lightPool(width, height, { x, y, radiusX: rx, radiusY: ry, softness: EDGE });
}

/**
 * A rough head-and-shoulders silhouette round a face: the shape of a sitter in a portrait,
 * used where no usable person mask is known.
 */
export function silhouette(width: number, height: number, face: FacePlace): Plane {
  const x = face.x * width;
  const y = face.y * height;
  const r = face.radius * width;
  const mask = createPlane(width, height);
  unitePlanes(mask, ellipse(width, height, x, y - r * 0.15, r * 0.95, r * 1.2));
  unitePlanes(mask, ellipse(width, height, x, y + r * 1.1, r * 0.5, r * 0.8));
  return unitePlanes(mask, ellipse(width, height, x, y + r * 2.75, r * 2.4, r * 1.55));
}

/** The face itself, an oval inside the head, fading out at its rim. */
export function faceOval(width: number, height: number, face: FacePlace, softness = 0.5): Plane {
  const r = face.radius * width;
  return lightPool(width, height, {
    x: face.x * width,
    y: face.y * height,
    radiusX: r * 0.8,
    radiusY: r * 1.05,
    softness,
  });
}

/** Makes sure the face is in the mask, whatever the mask model made of it (paint, glasses). */
export function keepFace(mask: Plane, face: FacePlace): Plane {
  return unitePlanes(mask, faceOval(mask.width, mask.height, face, 0.35));
}
