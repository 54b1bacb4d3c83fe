import { inkLines } from '../ops/edges';
import { createPlane, type Plane, type Raster } from '../raster';
import { boxBlurFloat } from './box-blur';
import { darkness, onPaper, paperTooth, relief, smooth, strokeRelief } from './paper';

const PAPER = [247, 245, 239] as const;
const GRAPHITE = [46, 48, 56] as const;
/** Pixels between hatching lines. */
const PERIOD = 5.5;
/** Hatching runs in one of these directions (radians, y down), the one nearest the contour. */
const ANGLES = [0, Math.PI / 4, Math.PI / 2, (3 * Math.PI) / 4];
const SIN = ANGLES.map((a) => Math.sin(a) / PERIOD);
const COS = ANGLES.map((a) => Math.cos(a) / PERIOD);
/** Where the picture has no clear contour, a right hand hatches from lower left to upper right. */
const HAND = 3;
/** Gradient energy (brightness 0..1 per two pixels, squared) below which no contour is seen. */
const MIN_CONTOUR = 4e-4;

/** Brightness at half the size, each value the mean of a 2×2 block: contours need no more. */
function halfBrightness(picture: Raster): Plane {
  const { width, height, data } = picture;
  const half = createPlane(width >> 1, height >> 1);
  for (let y = 0, p = 0; y < half.height; y++) {
    for (let x = 0; x < half.width; x++, p++) {
      let sum = 0;
      for (const i of [2 * y * width + 2 * x, (2 * y + 1) * width + 2 * x]) {
        const o = i * 3;
        sum += 0.299 * ((data[o] ?? 0) + (data[o + 3] ?? 0));
        sum += 0.587 * ((data[o + 1] ?? 0) + (data[o + 4] ?? 0));
        sum += 0.114 * ((data[o + 2] ?? 0) + (data[o + 5] ?? 0));
      }
      half.data[p] = sum / 1020;
    }
  }
  return half;
}

/**
 * Which of the four hatching directions follows the contours, at half the picture's size,
 * as a fractional index (0..4, wrapping): the structure tensor of the brightness, smoothed so
 * neighbouring hatches agree, falling back to the hand's own slant where contours are weak.
 */
function contourDirection(picture: Raster): Plane {
  const light = boxBlurFloat(halfBrightness(picture), 1);
  const { width, height, data } = light;
  const xx = createPlane(width, height);
  const xy = createPlane(width, height);
  const yy = createPlane(width, height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1, p = y * width + 1; x < width - 1; x++, p++) {
      const gx = (data[p + 1] ?? 0) - (data[p - 1] ?? 0);
      const gy = (data[p + width] ?? 0) - (data[p - width] ?? 0);
      xx.data[p] = gx * gx;
      xy.data[p] = gx * gy;
      yy.data[p] = gy * gy;
    }
  }
  const sxx = boxBlurFloat(xx, 3).data;
  const sxy = boxBlurFloat(xy, 3).data;
  const syy = boxBlurFloat(yy, 3).data;
  const direction = createPlane(width, height, HAND);
  for (let p = 0; p < direction.data.length; p++) {
    const a = sxx[p] ?? 0;
    const b = sxy[p] ?? 0;
    const c = syy[p] ?? 0;
    const coherence = Math.sqrt((a - c) ** 2 + 4 * b * b) / (a + c + 1e-5);
    // Smooth walls and skies have only the photo's noise for contours: hatch them by hand.
    if (coherence < 0.3 || a + c < MIN_CONTOUR) continue;
    // Contours run at right angles to the brightness gradient.
    const along = (0.5 * Math.atan2(2 * b, a - c) + Math.PI * 1.5) % Math.PI;
    direction.data[p] = (along / Math.PI) * 4;
  }
  return direction;
}

/** One set of parallel lines in direction `k`, each as wide as the tone asks: 0..1 graphite. */
function hatch(x: number, y: number, k: number, tone: number): number {
  const u = -x * (SIN[k] ?? 0) + y * (COS[k] ?? 0);
  const fromMiddle = Math.abs(u - Math.floor(u) - 0.5) * 2;
  const width = Math.min(1, tone * 0.9);
  return 1 - smooth(width - 0.35, width + 0.05, 1 - fromMiddle);
}

/**
 * Pencil on white paper: graphite hatching laid along the contours, crossed where the
 * picture is darkest, over the drawn outlines, the strokes broken by pressure and the
 * paper's grain, the lights left white.
 */
export async function pencil(picture: Raster): Promise<Raster> {
  const { width, height } = picture;
  const outlines = await inkLines(picture, { sigma: 1.2, threshold: 0.006, softness: 0.025 });
  const direction = contourDirection(picture);
  const tone = boxBlurFloat(darkness(picture), 1);
  const halfWidth = direction.width;
  const tooth = paperTooth(width, height);
  const pressure = strokeRelief('pencil', width, height, { along: 30, across: 4, angle: 2.36 });
  const cover = createPlane(width, height);
  for (let y = 0, p = 0; y < height; y++) {
    const row = Math.min(direction.height - 1, y >> 1) * halfWidth;
    for (let x = 0; x < width; x++, p++) {
      const t = smooth(0.18, 1, tone.data[p] ?? 0);
      const at = direction.data[row + Math.min(halfWidth - 1, x >> 1)] ?? HAND;
      const k = Math.floor(at) % 4;
      const next = (k + 1) % 4;
      const share = at - Math.floor(at);
      let lines = t > 0 ? hatch(x, y, k, t) * (1 - share) + hatch(x, y, next, t) * share : 0;
      if (t > 0.45) lines = Math.max(lines, hatch(x, y, (k + 2) % 4, (t - 0.45) * 1.5));
      const hand = 0.75 + 0.25 * relief(pressure, p);
      const graphite = lines * 0.85 * hand + 0.1 * t + 0.85 * (outlines.data[p] ?? 0);
      cover.data[p] = Math.min(1, graphite) * (0.82 + 0.18 * relief(tooth, p));
    }
  }
  return onPaper(cover, PAPER, GRAPHITE);
}
