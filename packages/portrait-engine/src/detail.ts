import type { Features } from './head';
import type { Box } from './layout';
import { lightPool } from './ops/light';
import { createPlane, type Plane } from './raster';

/**
 * Where the painting keeps fine detail inside `box` (its own pixels): 0 at the eyes with their
 * brows and at the mouth (small strokes, so the likeness stays), 1 everywhere else (broad
 * strokes that lose pores and noise).
 */
export function featureDetail(box: Box, features: Features, faceWidth: number): Plane {
  const { left, top, width, height } = box;
  const detail = createPlane(width, height, 1);
  const { leftEye, rightEye, mouth } = features;
  const eye = { radiusX: faceWidth * 0.2, radiusY: faceWidth * 0.17 };
  const spots = [
    { ...eye, x: leftEye.x - left, y: leftEye.y - top - faceWidth * 0.05 },
    { ...eye, x: rightEye.x - left, y: rightEye.y - top - faceWidth * 0.05 },
    { x: mouth.x - left, y: mouth.y - top, radiusX: faceWidth * 0.26, radiusY: faceWidth * 0.13 },
  ];
  for (const spot of spots) {
    const pool = lightPool(width, height, { ...spot, softness: 0.6 });
    for (let p = 0; p < detail.data.length; p++) {
      detail.data[p] = Math.min(detail.data[p] ?? 1, 1 - (pool.data[p] ?? 0));
    }
  }
  return detail;
}
