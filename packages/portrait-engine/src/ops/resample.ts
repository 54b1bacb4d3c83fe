import {
  type Plane,
  planeFromSharp,
  planeToSharp,
  type Raster,
  rasterFromSharp,
  rasterToSharp,
} from '../raster';

/*
 * On a one-thread sharp the smooth upscalers cost more than a whole style, so layers are
 * enlarged by pixel repetition plus a light blur (sharp) or bilinearly in a loop (planes).
 */

export function shrinkRaster(raster: Raster, factor: number): Promise<Raster> {
  const width = Math.round(raster.width / factor);
  const height = Math.round(raster.height / factor);
  return rasterFromSharp(rasterToSharp(raster).resize(width, height, { fit: 'fill' }));
}

export function shrinkPlane(plane: Plane, factor: number): Promise<Plane> {
  const width = Math.round(plane.width / factor);
  const height = Math.round(plane.height / factor);
  return planeFromSharp(planeToSharp(plane).resize(width, height, { fit: 'fill' }));
}

/** Enlarges a painted picture: soft, like bilinear, at a third of sharp's cost. */
export function enlargeRaster(raster: Raster, width: number, height: number): Promise<Raster> {
  const softness = Math.max(0.3, (0.45 * width) / raster.width);
  return rasterFromSharp(
    rasterToSharp(raster).resize(width, height, { fit: 'fill', kernel: 'nearest' }).blur(softness),
  );
}

interface Taps {
  /** Left and right source column of each target column, pre-multiplied by channels. */
  left: Int32Array;
  right: Int32Array;
  weight: Float32Array;
}

function taps(source: number, target: number, channels: number): Taps {
  const scale = source / target;
  const left = new Int32Array(target);
  const right = new Int32Array(target);
  const weight = new Float32Array(target);
  for (let t = 0; t < target; t++) {
    const s = Math.min(source - 1, Math.max(0, (t + 0.5) * scale - 0.5));
    const s0 = Math.floor(s);
    left[t] = s0 * channels;
    right[t] = Math.min(source - 1, s0 + 1) * channels;
    weight[t] = s - s0;
  }
  return { left, right, weight };
}

export function stretchPlane(plane: Plane, width: number, height: number): Plane {
  const source = plane.data;
  const target = new Float32Array(width * height);
  const columns = taps(plane.width, width, 1);
  const rows = taps(plane.height, height, plane.width);
  let out = 0;
  for (let y = 0; y < height; y++) {
    const top = rows.left[y] ?? 0;
    const bottom = rows.right[y] ?? 0;
    const fy = rows.weight[y] ?? 0;
    for (let x = 0; x < width; x++, out++) {
      const fx = columns.weight[x] ?? 0;
      const a = columns.left[x] ?? 0;
      const b = columns.right[x] ?? 0;
      const upper = (source[top + a] ?? 0) + ((source[top + b] ?? 0) - (source[top + a] ?? 0)) * fx;
      const lower =
        (source[bottom + a] ?? 0) + ((source[bottom + b] ?? 0) - (source[bottom + a] ?? 0)) * fx;
      target[out] = upper + (lower - upper) * fy;
    }
  }
  return { width, height, data: target };
}
