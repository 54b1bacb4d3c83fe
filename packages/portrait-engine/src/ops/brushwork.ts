import type { Layout } from '../layout';
import { createRandom } from '../prng';
import { createPlane, type Plane, type Raster } from '../raster';
import { structureFlow } from './structure';

/** How far the structure tensor is smoothed for the strokes' direction: long calm strokes. */
const DIRECTION_RADIUS = 7;
/** Where the picture has no direction of its own, strokes lie at this angle (a painter's hand). */
const RESTING_ANGLE = -0.6;
/** Below this gradient energy the picture is calm and the strokes rest at the painter's angle. */
const CALM_ENERGY = 0.003;
/** At the eyes and mouth strokes keep this share of their strength: the likeness stays. */
const FEATURE_SHARE = 0.35;

export interface BrushworkOptions {
  /** Steps walked each way along a stroke (pixels). */
  readonly length: number;
  /** How far each stroke's paint is lighter or darker (0..1 of the picture's brightness). */
  readonly relief: number;
  /** How far each stroke leans warm or cool (0..255 on red against blue). */
  readonly warmth: number;
  readonly seed: number;
}

/** The picture's brightness at half size (2×2 averages): strokes are traced there, a quarter the work. */
function halfLuma(picture: Raster): Plane {
  const { width, height, data } = picture;
  const half = createPlane(Math.ceil(width / 2), Math.ceil(height / 2));
  for (let y = 0; y < half.height; y++) {
    for (let x = 0; x < half.width; x++) {
      let sum = 0;
      for (let j = 0; j < 2; j++) {
        for (let i = 0; i < 2; i++) {
          const q = (Math.min(height - 1, 2 * y + j) * width + Math.min(width - 1, 2 * x + i)) * 3;
          sum += 0.299 * (data[q] ?? 0) + 0.587 * (data[q + 1] ?? 0) + 0.114 * (data[q + 2] ?? 0);
        }
      }
      half.data[y * half.width + x] = sum / (4 * 255);
    }
  }
  return half;
}

/** Stroke directions: the flow where it is clear, the resting angle where the picture is calm. */
function strokeDirections(luma: Plane) {
  const flow = structureFlow(luma, DIRECTION_RADIUS);
  const size = luma.width * luma.height;
  const cos = new Float32Array(size);
  const sin = new Float32Array(size);
  const restCos = Math.cos(2 * RESTING_ANGLE);
  const restSin = Math.sin(2 * RESTING_ANGLE);
  for (let p = 0; p < size; p++) {
    const fc = flow.cos[p] ?? 1;
    const fs = flow.sin[p] ?? 0;
    const clear =
      Math.min(1, Math.max(0, (flow.anisotropy[p] ?? 0) * 2 - 0.4)) *
      Math.min(1, (flow.energy[p] ?? 0) / CALM_ENERGY);
    const c2 = (fc * fc - fs * fs) * clear + restCos * (1 - clear);
    const s2 = 2 * fc * fs * clear + restSin * (1 - clear);
    // Back from the doubled angle to the stroke's own: half-angle formulas, no trigonometry.
    const length = Math.hypot(c2, s2) || 1;
    const c = c2 / length;
    cos[p] = Math.sqrt(Math.max(0, (1 + c) / 2));
    sin[p] = (s2 < 0 ? -1 : 1) * Math.sqrt(Math.max(0, (1 - c) / 2));
  }
  return { cos, sin };
}

/**
 * Bristles (brightness) and pigment (warmth) along each stroke, at half size, normalised to
 * unit spread: white noise averaged along the stroke through each pixel (line integral
 * convolution), so it streaks the way the paint is pulled.
 */
function strokeField(luma: Plane, length: number, seed: number): Float32Array {
  const { width, height } = luma;
  const { cos, sin } = strokeDirections(luma);
  const random = createRandom(seed);
  const grid = new Float32Array(width * height * 2);
  for (let i = 0; i < grid.length; i++) grid[i] = random() * 2 - 1;
  const field = new Float32Array(width * height * 2);
  let s2 = 0;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      let bright = 0;
      let warm = 0;
      let count = 0;
      for (let sign = 1; sign >= -1; sign -= 2) {
        let px = x + 0.5;
        let py = y + 0.5;
        let dx = (cos[p] ?? 1) * sign;
        let dy = (sin[p] ?? 0) * sign;
        for (let step = sign === 1 ? 0 : 1; step <= length; step++) {
          if (step > 0) {
            px += dx;
            py += dy;
          }
          if (px < 0 || py < 0 || px >= width || py >= height) break;
          const q = (py | 0) * width + (px | 0);
          const nx = cos[q] ?? 1;
          const ny = sin[q] ?? 0;
          const flip = nx * dx + ny * dy < 0 ? -1 : 1;
          dx = nx * flip;
          dy = ny * flip;
          bright += grid[q * 2] ?? 0;
          warm += grid[q * 2 + 1] ?? 0;
          count++;
        }
      }
      field[p * 2] = bright / count;
      field[p * 2 + 1] = warm / count;
      s2 += (bright / count) ** 2;
    }
  }
  const spread = Math.sqrt(s2 / (width * height)) || 1;
  for (let i = 0; i < field.length; i++) field[i] = (field[i] ?? 0) / spread;
  return field;
}

/** The strength of the brushwork at each pixel: lighter at the eyes and mouth. */
function strengthOf(layout: Layout): Plane {
  const strength = createPlane(layout.width, layout.height, 1);
  const { focus, detail } = layout;
  if (!focus || !detail) return strength;
  for (let y = 0; y < focus.height; y++) {
    for (let x = 0; x < focus.width; x++) {
      const d = detail.data[y * focus.width + x] ?? 1;
      const p = (focus.top + y) * layout.width + focus.left + x;
      if (p >= 0 && p < strength.data.length)
        strength.data[p] = FEATURE_SHARE + (1 - FEATURE_SHARE) * d;
    }
  }
  return strength;
}

/**
 * Brush strokes over the whole picture at one scale, face, costume and scene alike: along the
 * picture's flow (its structure tensor), each stroke's bristles and pigment lighten, darken,
 * warm or cool the paint a little. Smooth drawn gradients break into strokes as the face does,
 * so head and costume read as one painting; at the eyes and mouth the strokes are lighter so
 * the likeness stays.
 */
export function brushwork(picture: Raster, layout: Layout, options: BrushworkOptions): Raster {
  const { width, height, data } = picture;
  const luma = halfLuma(picture);
  const field = strokeField(luma, Math.max(1, Math.round(options.length / 2)), options.seed);
  const strength = strengthOf(layout).data;
  const out = new Uint8ClampedArray(data.length);
  const hw = luma.width;
  const hh = luma.height;
  for (let y = 0, p = 0; y < height; y++) {
    const fy = Math.max(0, Math.min(hh - 1.001, (y - 0.5) / 2));
    const y0 = fy | 0;
    const ty = fy - y0;
    for (let x = 0; x < width; x++, p++) {
      const fx = Math.max(0, Math.min(hw - 1.001, (x - 0.5) / 2));
      const x0 = fx | 0;
      const tx = fx - x0;
      const a = (y0 * hw + x0) * 2;
      const b = a + hw * 2;
      const w00 = (1 - tx) * (1 - ty);
      const w01 = tx * (1 - ty);
      const w10 = (1 - tx) * ty;
      const w11 = tx * ty;
      const k = strength[p] ?? 1;
      const bright =
        (field[a] ?? 0) * w00 +
        (field[a + 2] ?? 0) * w01 +
        (field[b] ?? 0) * w10 +
        (field[b + 2] ?? 0) * w11;
      const warm =
        (field[a + 1] ?? 0) * w00 +
        (field[a + 3] ?? 0) * w01 +
        (field[b + 1] ?? 0) * w10 +
        (field[b + 3] ?? 0) * w11;
      const i = p * 3;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const bl = data[i + 2] ?? 0;
      const lift =
        Math.max(-2.5, Math.min(2.5, bright)) * options.relief * k * (30 + 0.2 * (r + g + bl));
      const tint = Math.max(-2.5, Math.min(2.5, warm)) * options.warmth * k;
      out[i] = r + lift + tint;
      out[i + 1] = g + lift;
      out[i + 2] = bl + lift - tint;
    }
  }
  return { width, height, data: out };
}
