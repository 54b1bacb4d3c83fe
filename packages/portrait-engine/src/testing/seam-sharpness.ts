import type { HeadGeometry } from '../costumes/costume';
import type { Plane, Raster } from '../raster';

/*
 * How hard the head's cut is, read off a picture: along the head's outline below the ears,
 * the picture's brightness is sampled across the outline and the width of its step measured.
 * A pasted cut-out steps from head to ground within a pixel or two; a painted join takes
 * several.
 */

/** The outline is judged from this many face widths below the face's middle (under the ears). */
const BELOW_EARS = 0.15;
/** Profiles with less than this step in brightness (0..255) say nothing about the cut. */
const LEAST_CONTRAST = 24;
/** Profiles are averaged over this many pixels either side along the outline (noise, strokes). */
const ALONG = 2;

export interface OutlinePoint {
  readonly x: number;
  readonly y: number;
  /** Unit normal, pointing out of the head. */
  readonly nx: number;
  readonly ny: number;
}

const luma = (image: Raster, x: number, y: number) => {
  const xi = Math.min(image.width - 1, Math.max(0, Math.round(x)));
  const yi = Math.min(image.height - 1, Math.max(0, Math.round(y)));
  const i = (yi * image.width + xi) * 3;
  return (
    0.299 * (image.data[i] ?? 0) +
    0.587 * (image.data[i + 1] ?? 0) +
    0.114 * (image.data[i + 2] ?? 0)
  );
};

/** Where `outline` crosses one half below the ears, every `step` pixels, with its normals. */
export function outlineBelowEars(outline: Plane, head: HeadGeometry, step = 2): OutlinePoint[] {
  const { width, height, data } = outline;
  const cos = Math.cos(head.tilt);
  const sin = Math.sin(head.tilt);
  const at = (x: number, y: number) => data[y * width + x] ?? 0;
  const points: OutlinePoint[] = [];
  for (let y = 1; y < height - 1; y += step) {
    for (let x = 1; x < width - 1; x++) {
      const m = at(x, y);
      if (m < 0.5 || Math.min(at(x - 1, y), at(x + 1, y), at(x, y - 1), at(x, y + 1)) >= 0.5) {
        continue;
      }
      const v = -(x - head.faceCenter.x) * sin + (y - head.faceCenter.y) * cos;
      if (v < head.faceWidth * BELOW_EARS) continue;
      const gx = at(x + 1, y) - at(x - 1, y);
      const gy = at(x, y + 1) - at(x, y - 1);
      const g = Math.hypot(gx, gy);
      if (g < 1e-3) continue;
      points.push({ x, y, nx: -gx / g, ny: -gy / g });
    }
  }
  return points;
}

/**
 * The width of the step in brightness across one outline point, in the image's pixels: the
 * step's height over its steepest slope (1 for a hard cut, about 2.5 sigmas for a soft one),
 * or undefined where head and ground are too alike to tell.
 */
export function stepWidth(image: Raster, point: OutlinePoint, reach: number): number | undefined {
  const { x, y, nx, ny } = point;
  const n = Math.max(2, Math.round(reach));
  const profile: number[] = [];
  for (let t = -n; t <= n; t++) {
    let sum = 0;
    for (let s = -ALONG; s <= ALONG; s++)
      sum += luma(image, x + nx * t - ny * s, y + ny * t + nx * s);
    profile.push(sum / (2 * ALONG + 1));
  }
  const quarter = Math.max(1, Math.floor(n / 3));
  const mean = (from: number, to: number) =>
    profile.slice(from, to).reduce((a, b) => a + b, 0) / Math.max(1, to - from);
  const contrast = Math.abs(mean(0, quarter) - mean(profile.length - quarter, profile.length));
  if (contrast < LEAST_CONTRAST) return undefined;
  let steepest = 0;
  for (let k = quarter; k < profile.length - quarter; k++) {
    steepest = Math.max(steepest, Math.abs((profile[k] ?? 0) - (profile[k - 1] ?? 0)));
  }
  return steepest > 0 ? contrast / steepest : undefined;
}
