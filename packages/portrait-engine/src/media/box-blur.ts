import { createPlane, type Plane } from '../raster';

interface Pass {
  /** Samples along one line, the step between them, how many lines and the step between those. */
  readonly length: number;
  readonly step: number;
  readonly lines: number;
  readonly lineStep: number;
}

/** One box pass along lines, edges clamped; a running sum keeps it linear in the radius. */
function boxPass(src: Float32Array, dst: Float32Array, pass: Pass, radius: number) {
  const { length, step, lines, lineStep } = pass;
  const scale = 1 / (2 * radius + 1);
  const last = (length - 1) * step;
  for (let line = 0; line < lines; line++) {
    const start = line * lineStep;
    const first = src[start] ?? 0;
    const end = src[start + last] ?? 0;
    let sum = first * (radius + 1);
    for (let k = 1; k <= radius; k++) sum += src[start + Math.min(k, length - 1) * step] ?? 0;
    for (let k = 0; k < length; k++) {
      dst[start + k * step] = sum * scale;
      const incoming = k + radius + 1 < length ? (src[start + (k + radius + 1) * step] ?? 0) : end;
      const outgoing = k - radius >= 0 ? (src[start + (k - radius) * step] ?? 0) : first;
      sum += incoming - outgoing;
    }
  }
}

/**
 * A blur in full float precision, for values too small or signed for the 8-bit blurs (the
 * products of gradients, say): two box passes each way, near enough to a Gaussian.
 */
export function boxBlurFloat(plane: Plane, radius: number): Plane {
  const { width, height } = plane;
  const a = Float32Array.from(plane.data);
  const b = new Float32Array(a.length);
  for (let pass = 0; pass < 2; pass++) {
    boxPass(a, b, { length: width, step: 1, lines: height, lineStep: width }, radius);
    boxPass(b, a, { length: height, step: width, lines: width, lineStep: 1 }, radius);
  }
  const out = createPlane(width, height);
  out.data.set(a);
  return out;
}
