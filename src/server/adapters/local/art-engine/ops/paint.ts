import { createRaster, type Raster, rasterFromSharp, rasterToSharp } from '../raster';
import type { Layout } from '../recipe';
import { lightPool } from './light';
import { mixWhere } from './mix';

/** Share of the unpainted picture kept at the middle of the face, fading out at its rim. */
const FACE_KEEP = 0.8;

interface SummedAreas {
  red: Float64Array;
  green: Float64Array;
  blue: Float64Array;
  luma: Float64Array;
  lumaSquared: Float64Array;
}

function summedAreas(raster: Raster): SummedAreas {
  const { width, height, data } = raster;
  const stride = width + 1;
  const size = stride * (height + 1);
  const areas = {
    red: new Float64Array(size),
    green: new Float64Array(size),
    blue: new Float64Array(size),
    luma: new Float64Array(size),
    lumaSquared: new Float64Array(size),
  };
  const { red, green, blue, luma, lumaSquared } = areas;
  for (let y = 0; y < height; y++) {
    let r = 0;
    let g = 0;
    let b = 0;
    let l = 0;
    let l2 = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const pr = data[i] ?? 0;
      const pg = data[i + 1] ?? 0;
      const pb = data[i + 2] ?? 0;
      const pl = 0.299 * pr + 0.587 * pg + 0.114 * pb;
      r += pr;
      g += pg;
      b += pb;
      l += pl;
      l2 += pl * pl;
      const above = y * stride + x + 1;
      const here = above + stride;
      red[here] = r + (red[above] ?? 0);
      green[here] = g + (green[above] ?? 0);
      blue[here] = b + (blue[above] ?? 0);
      luma[here] = l + (luma[above] ?? 0);
      lumaSquared[here] = l2 + (lumaSquared[above] ?? 0);
    }
  }
  return areas;
}

function area(sums: Float64Array, a: number, b: number, c: number, d: number): number {
  return (sums[d] ?? 0) - (sums[b] ?? 0) - (sums[c] ?? 0) + (sums[a] ?? 0);
}

/**
 * Kuwahara filter: each pixel takes the mean colour of the calmest of the four squares around
 * it. Flat areas become strokes of one colour while edges (eyes, jaw, hairline) stay sharp,
 * which is what makes a photo read as paint rather than blur.
 */
export function kuwahara(raster: Raster, radius: number): Raster {
  const { width, height } = raster;
  const { red, green, blue, luma, lumaSquared } = summedAreas(raster);
  const stride = width + 1;
  const out = createRaster(width, height);
  const target = out.data;
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width - 1, x + radius);
      let bestVariance = Number.POSITIVE_INFINITY;
      let a = 0;
      let b = 0;
      let c = 0;
      let d = 0;
      let n = 1;
      for (let q = 0; q < 4; q++) {
        const x0 = q & 1 ? x : left;
        const x1 = q & 1 ? right : x;
        const y0 = q & 2 ? y : top;
        const y1 = q & 2 ? bottom : y;
        const qa = y0 * stride + x0;
        const qb = qa + x1 - x0 + 1;
        const qc = (y1 + 1) * stride + x0;
        const qd = qc + x1 - x0 + 1;
        const qn = (x1 - x0 + 1) * (y1 - y0 + 1);
        const mean = area(luma, qa, qb, qc, qd) / qn;
        const variance = area(lumaSquared, qa, qb, qc, qd) / qn - mean * mean;
        if (variance < bestVariance) {
          bestVariance = variance;
          a = qa;
          b = qb;
          c = qc;
          d = qd;
          n = qn;
        }
      }
      const i = (y * width + x) * 3;
      target[i] = area(red, a, b, c, d) / n;
      target[i + 1] = area(green, a, b, c, d) / n;
      target[i + 2] = area(blue, a, b, c, d) / n;
    }
  }
  return out;
}

/**
 * Oil-paint strokes: the Kuwahara filter, then a touch of blur to melt the square edges of
 * its windows into the strokes around them.
 */
export function paintStrokes(raster: Raster, radius: number): Promise<Raster> {
  return rasterFromSharp(rasterToSharp(kuwahara(raster, radius)).blur(0.35 + radius * 0.2));
}

/**
 * Paint strokes everywhere but the face: there the unpainted picture shows through, fading
 * into the strokes at the face's rim, so eyes and mouth stay sharp and recognisable.
 */
export async function paintStrokesAroundFace(
  raster: Raster,
  layout: Layout,
  radius: number,
): Promise<Raster> {
  return restoreFace(await paintStrokes(raster, radius), raster, layout);
}

/**
 * Brings `share` of the `before` picture back over the face of `after`, feathered at its rim:
 * for a treatment (strokes, flat tone bands) that would wash out eyes and mouth.
 */
export function restoreFace(
  after: Raster,
  before: Raster,
  layout: Layout,
  share = FACE_KEEP,
): Raster {
  const { face, width, height } = layout;
  const keep = lightPool(width, height, {
    x: face.x,
    y: face.y,
    radiusX: face.radius * 0.85,
    radiusY: face.radius * 1.1,
    softness: 0.6,
  });
  return mixWhere(after, before, keep, share);
}
