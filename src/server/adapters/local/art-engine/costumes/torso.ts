import { ARM_SLOPE, type BodyFrame } from './frame';
import { f } from './svg';

/*
 * The outline of the upper body in the body's frame: neck, shoulder slope, the round of the
 * shoulder, the upper arm, then out past the picture's edges and down past its bottom, so a
 * garment filled with it covers every pixel below the arms (see `coveredBelow`).
 */

export interface TorsoShape {
  /** Extra shoulder width (pauldrons, a thick coat), in face widths. */
  readonly widen?: number;
  /** How far the neckline dips in the middle below the neck pit, in face widths. */
  readonly neckline?: number;
  /** Raises the shoulder line (a fur mantle, a high collar), in face widths. */
  readonly lift?: number;
  /** How wide the opening is at the neck, in neck half-widths. */
  readonly neckOpen?: number;
}

/** One side's outline from the neck outwards; `s` is -1 for the picture's left, 1 for right. */
function side(frame: BodyFrame, shape: TorsoShape, s: number): [number, number][] {
  const { u, shoulderY } = frame;
  const half = frame.shoulderHalf + (shape.widen ?? 0) * u;
  const lift = (shape.lift ?? 0) * u;
  const neck = frame.neckHalf * (shape.neckOpen ?? 1.05);
  const armX = half + 0.25 * u;
  const armY = shoulderY + 0.75 * u;
  return [
    [s * neck, -0.04 * u - lift],
    [s * (neck + (half - neck) * 0.45), shoulderY * 0.55 - lift],
    [s * half * 0.88, shoulderY - lift * 0.6],
    [s * half, shoulderY + 0.18 * u - lift * 0.3],
    [s * (half + 0.16 * u), shoulderY + 0.42 * u],
    [s * armX, armY],
  ];
}

/** Path data for a smooth run through points (a Catmull-Rom spline as cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i] ?? [0, 0];
    const p1 = points[i] ?? [0, 0];
    const p2 = points[i + 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    parts.push(
      `C${f(c1[0] ?? 0)},${f(c1[1] ?? 0)} ${f(c2[0] ?? 0)},${f(c2[1] ?? 0)} ${f(p2[0])},${f(p2[1])}`,
    );
  }
  const first = points[0] ?? [0, 0];
  return `M${f(first[0])},${f(first[1])} ${parts.join(' ')}`;
}

/** The garment's whole outline, closed below the picture. */
export function torsoPath(frame: BodyFrame, shape: TorsoShape = {}): string {
  const { u, far } = frame;
  const left = side(frame, shape, -1);
  const right = side(frame, shape, 1).reverse();
  const [ax, ay] = left[left.length - 1] ?? [0, 0];
  const [nx, ny] = left[0] ?? [0, 0];
  // Straight out from the upper arm: a spline would swing wide towards so distant a point.
  const lx = -far;
  const rx = far;
  const ly = ay + (far + ax) * ARM_SLOPE;
  const down = ly + far;
  const dip = (shape.neckline ?? 0.05) * u;
  // The quadratic's middle reaches `dip` when its control point sits twice as deep.
  const control = 2 * dip - ny;
  const rightRun = smooth(right).replace(/^M\S+ /, '');
  return `${smooth(left)} L${f(lx)},${f(ly)} L${f(lx)},${f(down)} L${f(rx)},${f(down)} L${f(rx)},${f(ly)} L${f(-ax)},${f(ay)} ${rightRun} Q0,${f(control)} ${f(nx)},${f(ny)} Z`;
}
