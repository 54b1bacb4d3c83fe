import type { Plane } from '../raster';

/** Which way the picture's strokes run at each pixel, and how strongly it has a direction. */
export interface Flow {
  readonly width: number;
  readonly height: number;
  /** Cosine and sine of the angle along the edges (the structure tensor's minor direction). */
  readonly cos: Float32Array;
  readonly sin: Float32Array;
  /** 0 where the picture is flat or a corner, towards 1 along a clear edge. */
  readonly anisotropy: Float32Array;
  /** The smoothed squared gradient (the tensor's trace): how much is going on round the pixel. */
  readonly energy: Float32Array;
}

/** One box-blur pass along each row, in place (`line` holds a row's results). */
function rowPass(
  data: Float32Array,
  line: Float32Array,
  width: number,
  height: number,
  radius: number,
) {
  const span = 2 * radius + 1;
  const last = width - 1;
  for (let base = 0; base < width * height; base += width) {
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += data[base + Math.min(last, Math.max(0, i))] ?? 0;
    for (let i = 0; i < width; i++) {
      line[i] = sum / span;
      const out = base + Math.max(i - radius, 0);
      const into = base + Math.min(i + radius + 1, last);
      sum += (data[into] ?? 0) - (data[out] ?? 0);
    }
    data.set(line.subarray(0, width), base);
  }
}

/**
 * The same pass down the columns, all columns at once row by row (walking one column at a
 * time strides across memory): each column's running sum in `sums`, the results in `out`.
 */
function columnPass(
  data: Float32Array,
  out: Float32Array,
  sums: Float64Array,
  width: number,
  height: number,
  radius: number,
) {
  const span = 2 * radius + 1;
  const last = height - 1;
  sums.fill(0);
  for (let i = -radius; i <= radius; i++) {
    const row = Math.min(last, Math.max(0, i)) * width;
    for (let x = 0; x < width; x++) sums[x] = (sums[x] ?? 0) + (data[row + x] ?? 0);
  }
  for (let y = 0; y < height; y++) {
    const here = y * width;
    const gone = Math.max(y - radius, 0) * width;
    const next = Math.min(y + radius + 1, last) * width;
    for (let x = 0; x < width; x++) {
      const sum = sums[x] ?? 0;
      out[here + x] = sum / span;
      sums[x] = sum + ((data[next + x] ?? 0) - (data[gone + x] ?? 0));
    }
  }
  data.set(out);
}

/**
 * Box blur in place along rows then columns, twice: close to a Gaussian, in linear time. The
 * planes share one set of scratch buffers.
 */
function smoothInPlace(planes: Float32Array[], width: number, height: number, radius: number) {
  const line = new Float32Array(width);
  const out = new Float32Array(width * height);
  const sums = new Float64Array(width);
  for (const data of planes) {
    for (let round = 0; round < 2; round++) {
      rowPass(data, line, width, height, radius);
      columnPass(data, out, sums, width, height, radius);
    }
  }
}

/**
 * The smoothed structure tensor of the picture's brightness (Sobel gradients, blurred over
 * `radius`), read as a flow: the direction a painter's strokes would follow.
 */
export function structureFlow(luma: Plane, radius: number): Flow {
  const { width, height, data } = luma;
  const size = width * height;
  const e = new Float32Array(size);
  const f = new Float32Array(size);
  const g = new Float32Array(size);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const here = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const l = Math.max(0, x - 1);
      const r = Math.min(width - 1, x + 1);
      const gx =
        (data[up + r] ?? 0) +
        2 * (data[here + r] ?? 0) +
        (data[down + r] ?? 0) -
        (data[up + l] ?? 0) -
        2 * (data[here + l] ?? 0) -
        (data[down + l] ?? 0);
      const gy =
        (data[down + l] ?? 0) +
        2 * (data[down + x] ?? 0) +
        (data[down + r] ?? 0) -
        (data[up + l] ?? 0) -
        2 * (data[up + x] ?? 0) -
        (data[up + r] ?? 0);
      e[here + x] = gx * gx;
      f[here + x] = gx * gy;
      g[here + x] = gy * gy;
    }
  }
  smoothInPlace([e, f, g], width, height, radius);
  const cos = new Float32Array(size);
  const sin = new Float32Array(size);
  const anisotropy = new Float32Array(size);
  const energy = new Float32Array(size);
  for (let p = 0; p < size; p++) {
    const ep = e[p] ?? 0;
    const fp = f[p] ?? 0;
    const gp = g[p] ?? 0;
    const root = Math.sqrt((ep - gp) * (ep - gp) + 4 * fp * fp);
    const major = (ep + gp + root) / 2;
    const minor = (ep + gp - root) / 2;
    const tx = major - ep;
    const ty = -fp;
    const length = Math.sqrt(tx * tx + ty * ty);
    cos[p] = length > 1e-9 ? tx / length : 1;
    sin[p] = length > 1e-9 ? ty / length : 0;
    anisotropy[p] = major + minor > 1e-9 ? (major - minor) / (major + minor) : 0;
    energy[p] = major + minor;
  }
  return { width, height, cos, sin, anisotropy, energy };
}
