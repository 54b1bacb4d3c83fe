import type { Plane, Raster } from '../raster';

/** Blends `top` into `base` in place by a fixed share. */
export function mix(base: Raster, top: Raster, share: number): Raster {
  const data = base.data;
  const other = top.data;
  for (let i = 0; i < data.length; i++) {
    const value = data[i] ?? 0;
    data[i] = value + ((other[i] ?? 0) - value) * share;
  }
  return base;
}

/** Blends `top` into `base` in place where the mask is 1, leaving it where the mask is 0. */
export function mixWhere(base: Raster, top: Raster, mask: Plane, share = 1): Raster {
  const data = base.data;
  const other = top.data;
  for (let p = 0, i = 0; p < mask.data.length; p++, i += 3) {
    const t = (mask.data[p] ?? 0) * share;
    if (t === 0) continue;
    for (let c = 0; c < 3; c++) {
      const value = data[i + c] ?? 0;
      data[i + c] = value + ((other[i + c] ?? 0) - value) * t;
    }
  }
  return base;
}

/**
 * Screens `top` onto `base` in place by a share: the lights of `top` show through while the
 * darks of `base` stay, as one picture's lights double-exposed onto another.
 */
export function screenMix(base: Raster, top: Raster, share: number): Raster {
  const data = base.data;
  const other = top.data;
  for (let i = 0; i < data.length; i++) {
    const value = data[i] ?? 0;
    const screened = 255 - ((255 - value) * (255 - (other[i] ?? 0))) / 255;
    data[i] = value + (screened - value) * share;
  }
  return base;
}
