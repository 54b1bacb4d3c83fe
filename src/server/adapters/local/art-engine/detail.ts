import type { Features } from './head';
import { lightPool } from './ops/light';
import { createPlane, type Plane } from './raster';

/**
 * Where the painting keeps fine detail: 0 at the eyes with their brows and at the mouth (small
 * strokes, so the likeness stays), 1 everywhere else (broad strokes that lose pores and noise).
 */
export function featureDetail(
  width: number,
  height: number,
  features: Features,
  faceWidth: number,
): Plane {
  const detail = createPlane(width, height, 1);
  const { leftEye, rightEye, mouth } = features;
  const spots = [
    {
      x: leftEye.x,
      y: leftEye.y - faceWidth * 0.05,
      radiusX: faceWidth * 0.2,
      radiusY: faceWidth * 0.17,
    },
    {
      x: rightEye.x,
      y: rightEye.y - faceWidth * 0.05,
      radiusX: faceWidth * 0.2,
      radiusY: faceWidth * 0.17,
    },
    { x: mouth.x, y: mouth.y, radiusX: faceWidth * 0.26, radiusY: faceWidth * 0.13 },
  ];
  for (const spot of spots) {
    const pool = lightPool(width, height, { ...spot, softness: 0.6 });
    for (let p = 0; p < detail.data.length; p++) {
      detail.data[p] = Math.min(detail.data[p] ?? 1, 1 - (pool.data[p] ?? 0));
    }
  }
  return detail;
}
