import { createPlane, luminance, type Plane, type Raster } from '../raster';
import { blurPlane } from './blur';

/** Edge strength 0..1 from a Sobel operator on brightness. */
export function sobel(plane: Plane, gain = 4): Plane {
  const { width, height, data } = plane;
  const out = createPlane(width, height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const tl = data[i - width - 1] ?? 0;
      const t = data[i - width] ?? 0;
      const tr = data[i - width + 1] ?? 0;
      const l = data[i - 1] ?? 0;
      const r = data[i + 1] ?? 0;
      const bl = data[i + width - 1] ?? 0;
      const b = data[i + width] ?? 0;
      const br = data[i + width + 1] ?? 0;
      const gx = tr + 2 * r + br - tl - 2 * l - bl;
      const gy = bl + 2 * b + br - tl - 2 * t - tr;
      out.data[i] = Math.min(1, Math.sqrt(gx * gx + gy * gy) * gain * 0.25);
    }
  }
  return out;
}

export interface InkOptions {
  /** Scale of the features that get a line, in pixels. */
  sigma: number;
  /** How dark an edge must be to be inked; smaller draws more lines. */
  threshold: number;
  /** Width of the fade from no ink to full ink. */
  softness: number;
}

/**
 * Ink lines (difference of Gaussians, as in XDoG): 1 where a dark line belongs, such as eye
 * rims, lips, jaw and hair outlines, 0 elsewhere.
 */
export async function inkLines(raster: Raster, options: InkOptions): Promise<Plane> {
  const light = luminance(raster);
  const [fine, coarse] = await Promise.all([
    blurPlane(light, options.sigma),
    blurPlane(light, options.sigma * 1.6),
  ]);
  const ink = createPlane(raster.width, raster.height);
  for (let i = 0; i < ink.data.length; i++) {
    const difference = (coarse.data[i] ?? 0) - (fine.data[i] ?? 0);
    const t = (difference - options.threshold) / options.softness;
    ink.data[i] = Math.min(1, Math.max(0, t));
  }
  return ink;
}

/** Darkens the picture in place where there is ink, towards the given ink colour. */
export function drawInk(raster: Raster, ink: Plane, colour: readonly [number, number, number]) {
  const data = raster.data;
  for (let p = 0, i = 0; p < ink.data.length; p++, i += 3) {
    const k = ink.data[p] ?? 0;
    if (k === 0) continue;
    data[i] = (data[i] ?? 0) + (colour[0] - (data[i] ?? 0)) * k;
    data[i + 1] = (data[i + 1] ?? 0) + (colour[1] - (data[i + 1] ?? 0)) * k;
    data[i + 2] = (data[i + 2] ?? 0) + (colour[2] - (data[i + 2] ?? 0)) * k;
  }
  return raster;
}
