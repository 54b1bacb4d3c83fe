import type { Box } from '../layout';
import { createRaster, type Raster } from '../raster';
import { lightPool } from './light';

/*
 * The face painted apart from the rest, finer, and laid back in: how a painter's second, smaller
 * brush goes over the head (oil's fine layer, a medium's finer face).
 */

/** The box's pixels, as a picture of their own. */
export function cropRaster(raster: Raster, box: Box): Raster {
  const out = createRaster(box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * raster.width + box.left) * 3;
    out.data.set(raster.data.subarray(from, from + box.width * 3), y * box.width * 3);
  }
  return out;
}

/** Lays `fine` into `base` at the box, through a soft oval so no edge of the box shows. */
export function layIn(base: Raster, fine: Raster, box: Box): Raster {
  const { width, height } = box;
  const oval = lightPool(width, height, {
    x: width / 2,
    y: height / 2,
    radiusX: width / 2,
    radiusY: height / 2,
    softness: 0.4,
  });
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const k = oval.data[p] ?? 0;
      if (k <= 0) continue;
      const i = ((box.top + y) * base.width + box.left + x) * 3;
      for (let c = 0; c < 3; c++) {
        const under = base.data[i + c] ?? 0;
        base.data[i + c] = under + ((fine.data[p * 3 + c] ?? 0) - under) * k;
      }
    }
  }
  return base;
}
