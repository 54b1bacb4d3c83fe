import { createRaster, type Plane, type Raster } from '../raster';
import type { Flow } from './structure';

/** Sectors round each pixel; each is a candidate stroke, the calmest weighs most. */
const SECTORS = 8;
/** Overlap of neighbouring sectors (Kyprianidis et al.'s ζ) and the falloff it implies (η). */
const ZETA = 0.33;
const ETA = (ZETA + Math.cos(Math.PI / SECTORS)) / Math.sin(Math.PI / SECTORS) ** 2;
/** How far a clear edge stretches the window along it (α); lower stretches more. */
const STRETCH = 1;
/** Brightness variances are in 0..1 squared; this brings a visible variance near 1. */
const VARIANCE_SCALE = 60;
/**
 * Windows are precomputed for this many directions over half a turn (the eight sectors
 * together look the same turned by half a turn), this many anisotropy steps and detail steps.
 */
const ANGLES = 16;
const ANISOTROPIES = 4;
const DETAILS = 3;
/** The smallest radius, as a share of the full one, where `detail` is 0. */
const FINEST = 0.4;

/**
 * One window, sector by sector: sector k's samples are `dx/dy/weight[first[k]..first[k + 1]]`
 * (a sample counts in each sector it overlaps). Walking a sector at a time keeps its six sums
 * in registers; samples stay in their raster order within a sector, as the sums always were.
 */
interface Kernel {
  readonly dx: Int16Array;
  readonly dy: Int16Array;
  readonly first: Uint16Array;
  readonly weight: Float32Array;
  /** Each sector's total weight. */
  readonly count: Float64Array;
}

function sectorWeights(vx: number, vy: number, w: Float64Array) {
  const put = (k: number, z: number) => {
    w[k] = z > 0 ? z * z : 0;
  };
  for (const [k0, x, y] of [
    [0, vx, vy],
    [1, Math.SQRT1_2 * (vx - vy), Math.SQRT1_2 * (vx + vy)],
  ] as const) {
    const vxx = ZETA - ETA * x * x;
    const vyy = ZETA - ETA * y * y;
    put(k0, y + vxx);
    put(k0 + 2, -x + vyy);
    put(k0 + 4, -y + vxx);
    put(k0 + 6, x + vyy);
  }
}

function buildKernel(radius: number, angle: number, anisotropy: number): Kernel {
  const a = radius * Math.min(2, (STRETCH + anisotropy) / STRETCH);
  const b = radius * Math.max(0.1, STRETCH / (STRETCH + anisotropy));
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const maxX = Math.floor(Math.sqrt(a * a * c * c + b * b * s * s));
  const maxY = Math.floor(Math.sqrt(a * a * s * s + b * b * c * c));
  const sectors = Array.from({ length: SECTORS }, () => ({
    dx: [] as number[],
    dy: [] as number[],
    weight: [] as number[],
  }));
  const w = new Float64Array(SECTORS);
  for (let j = -maxY; j <= maxY; j++) {
    for (let i = -maxX; i <= maxX; i++) {
      const vx = (c * i + s * j) / a;
      const vy = (-s * i + c * j) / b;
      const d2 = vx * vx + vy * vy;
      if (d2 > 1) continue;
      sectorWeights(vx, vy, w);
      const total = w.reduce((sum, v) => sum + v, 0);
      const g = Math.exp(-0.78 * d2) / total;
      for (let k = 0; k < SECTORS; k++) {
        const wk = (w[k] ?? 0) * g;
        if (wk < 1e-4) continue;
        const sector = sectors[k] as (typeof sectors)[number];
        sector.dx.push(i);
        sector.dy.push(j);
        sector.weight.push(wk);
      }
    }
  }
  const first = [0];
  for (const sector of sectors) first.push((first.at(-1) ?? 0) + sector.dx.length);
  const weight = Float32Array.from(sectors.flatMap((sector) => sector.weight));
  const count = new Float64Array(SECTORS);
  for (let k = 0; k < SECTORS; k++) {
    for (let e = first[k] ?? 0; e < (first[k + 1] ?? 0); e++)
      count[k] = (count[k] ?? 0) + (weight[e] ?? 0);
  }
  return {
    dx: Int16Array.from(sectors.flatMap((sector) => sector.dx)),
    dy: Int16Array.from(sectors.flatMap((sector) => sector.dy)),
    first: Uint16Array.from(first),
    weight,
    count,
  };
}

const kernels = new Map<number, Kernel[]>();

/** Every window for one radius, indexed [detail][anisotropy][angle]. */
function kernelsFor(radius: number): Kernel[] {
  let known = kernels.get(radius);
  if (!known) {
    known = [];
    for (let d = 0; d < DETAILS; d++) {
      const r = radius * (FINEST + ((1 - FINEST) * d) / (DETAILS - 1));
      for (let n = 0; n < ANISOTROPIES; n++) {
        for (let t = 0; t < ANGLES; t++) {
          known.push(buildKernel(r, (t / ANGLES) * Math.PI, n / (ANISOTROPIES - 1)));
        }
      }
    }
    kernels.set(radius, known);
  }
  return known;
}

/** The picture's channels and brightness with a border of repeated edge pixels. */
function padded(raster: Raster, luma: Plane, border: number) {
  const { width, height, data } = raster;
  const pw = width + 2 * border;
  const ph = height + 2 * border;
  const channels = new Float32Array(pw * ph * 5);
  for (let y = 0; y < ph; y++) {
    const sy = Math.min(height - 1, Math.max(0, y - border));
    for (let x = 0; x < pw; x++) {
      const sx = Math.min(width - 1, Math.max(0, x - border));
      const q = sy * width + sx;
      const o = (y * pw + x) * 5;
      const l = luma.data[q] ?? 0;
      channels[o] = data[q * 3] ?? 0;
      channels[o + 1] = data[q * 3 + 1] ?? 0;
      channels[o + 2] = data[q * 3 + 2] ?? 0;
      channels[o + 3] = l;
      channels[o + 4] = l * l;
    }
  }
  return { channels, pw };
}

/**
 * Anisotropic Kuwahara filter (Kyprianidis, Kang and Döllner, with the polynomial sector
 * weights of Kyprianidis et al. 2010): each pixel takes the colour of the calmest of eight
 * sectors of an ellipse stretched along the picture's flow, so flat areas become oriented
 * strokes of one colour while edges stay. `detail` (0..1) shrinks the radius per pixel: 0 at
 * the eyes and mouth keeps them recognisable.
 */
export function anisotropicKuwahara(
  raster: Raster,
  luma: Plane,
  flow: Flow,
  radius: number,
  detail?: Plane,
): Raster {
  const { width, height } = raster;
  const border = Math.ceil(radius * 2) + 1;
  const { channels, pw } = padded(raster, luma, border);
  const windows = kernelsFor(radius);
  const offsets = windows.map((k) =>
    Int32Array.from(k.dx, (dx, s) => ((k.dy[s] ?? 0) * pw + dx) * 5),
  );
  const out = createRaster(width, height);
  const target = out.data;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const level = detail ? Math.round((detail.data[p] ?? 1) * (DETAILS - 1)) : DETAILS - 1;
      const n = Math.round((flow.anisotropy[p] ?? 0) * (ANISOTROPIES - 1));
      let angle = Math.atan2(flow.sin[p] ?? 0, flow.cos[p] ?? 1);
      if (angle < 0) angle += Math.PI;
      const t = Math.round((angle / Math.PI) * ANGLES) % ANGLES;
      const index = (level * ANISOTROPIES + n) * ANGLES + t;
      const { first, weight, count: counts } = windows[index] as Kernel;
      const offset = offsets[index] as Int32Array;
      const centre = ((y + border) * pw + x + border) * 5;
      let total = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let k = 0; k < SECTORS; k++) {
        const count = counts[k] ?? 0;
        if (count <= 0) continue;
        let r = 0;
        let g = 0;
        let b = 0;
        let l = 0;
        let l2 = 0;
        for (let e = first[k] ?? 0, end = first[k + 1] ?? 0; e < end; e++) {
          const wk = weight[e] ?? 0;
          const o = centre + (offset[e] ?? 0);
          r += (channels[o] ?? 0) * wk;
          g += (channels[o + 1] ?? 0) * wk;
          b += (channels[o + 2] ?? 0) * wk;
          l += (channels[o + 3] ?? 0) * wk;
          l2 += (channels[o + 4] ?? 0) * wk;
        }
        const mean = l / count;
        const variance = Math.max(0, l2 / count - mean * mean) * VARIANCE_SCALE;
        const v2 = variance * variance;
        const calm = 1 / (1 + v2 * v2);
        total += calm;
        red += (r / count) * calm;
        green += (g / count) * calm;
        blue += (b / count) * calm;
      }
      const i = p * 3;
      target[i] = red / total;
      target[i + 1] = green / total;
      target[i + 2] = blue / total;
    }
  }
  return out;
}
