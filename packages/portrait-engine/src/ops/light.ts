import type { Layout } from '../layout';
import { createPlane, type Plane, type Raster } from '../raster';
import type { Rgb } from './grade';

export interface Pool {
  /** Centre, in pixels. */
  x: number;
  y: number;
  radiusX: number;
  radiusY: number;
  /** Share of the radius over which the light fades out, 0..1. */
  softness: number;
}

/** An elliptical pool of light: 1 inside, easing to 0 at the rim and beyond. */
export function lightPool(width: number, height: number, pool: Pool): Plane {
  const plane = createPlane(width, height);
  const inner = 1 - pool.softness;
  const across = new Float32Array(width);
  for (let x = 0; x < width; x++) across[x] = ((x - pool.x) / pool.radiusX) ** 2;
  let p = 0;
  for (let y = 0; y < height; y++) {
    const down = ((y - pool.y) / pool.radiusY) ** 2;
    for (let x = 0; x < width; x++, p++) {
      const distance = Math.sqrt((across[x] ?? 0) + down);
      const t = Math.min(1, Math.max(0, (distance - inner) / (1 - inner)));
      plane.data[p] = 1 - t * t * (3 - 2 * t);
    }
  }
  return plane;
}

/**
 * The face's oval, `reach` face radii across and a quarter more down, soft at its rim: where a
 * finish's marks (a screen's lines, a print's dots) stay off the face. Ruled or dotted across
 * it, they hide it from a viewer's glance and from face detectors alike.
 */
export function faceOval(layout: Layout, reach: number): Plane {
  const { x, y, radius } = layout.face;
  return lightPool(layout.width, layout.height, {
    x,
    y,
    radiusX: radius * reach,
    radiusY: radius * reach * 1.25,
    softness: 0.5,
  });
}

/**
 * Relights in place: each channel is multiplied by `shade` where the light is 0 and by `lit`
 * where it is 1, so darkness can be warm or cold and light can carry a colour.
 */
export function applyLight(raster: Raster, light: Plane, shade: Rgb, lit: Rgb): Raster {
  const data = raster.data;
  const [sr, sg, sb] = shade;
  const [lr, lg, lb] = lit;
  for (let p = 0, i = 0; p < light.data.length; p++, i += 3) {
    const l = light.data[p] ?? 0;
    data[i] = (data[i] ?? 0) * (sr + (lr - sr) * l);
    data[i + 1] = (data[i + 1] ?? 0) * (sg + (lg - sg) * l);
    data[i + 2] = (data[i + 2] ?? 0) * (sb + (lb - sb) * l);
  }
  return raster;
}

/** Adds coloured light in place with a screen blend, so it brightens without clipping flat. */
export function addGlow(raster: Raster, glow: Plane, colour: Rgb, strength = 1): Raster {
  const data = raster.data;
  const [cr, cg, cb] = colour;
  for (let p = 0, i = 0; p < glow.data.length; p++, i += 3) {
    const g = Math.min(1, (glow.data[p] ?? 0) * strength);
    if (g <= 0) continue;
    data[i] = 255 - ((255 - (data[i] ?? 0)) * (255 - cr * g)) / 255;
    data[i + 1] = 255 - ((255 - (data[i + 1] ?? 0)) * (255 - cg * g)) / 255;
    data[i + 2] = 255 - ((255 - (data[i + 2] ?? 0)) * (255 - cb * g)) / 255;
  }
  return raster;
}

/** Light around the expected face, `spread` face-radii wide, 1.25 times as tall. */
export function faceLight(layout: Layout, spread: number, softness = 0.8): Plane {
  const { face, width, height } = layout;
  return lightPool(width, height, {
    x: face.x,
    y: face.y,
    radiusX: face.radius * spread,
    radiusY: face.radius * spread * 1.25,
    softness,
  });
}
