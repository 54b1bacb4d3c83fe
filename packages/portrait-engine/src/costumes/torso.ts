import type { CostumeInput } from './costume';
import { type BodyFrame, bodyFrame, toPicture } from './frame';
import { f } from './svg';

/*
 * The outline of the upper body in the body's frame: neck, the slope of the shoulders, their
 * round, the upper arm, then out past the picture's edges and down past its bottom, so a
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

type Point = readonly [number, number];

/** How steeply the garment's outline falls from the upper arm to the picture's edge. */
const ARM_SLOPE = 0.25;

/** One side's outline from the neck to the upper arm; `s` is -1 for the left, 1 for the right. */
export function shoulderLine(frame: BodyFrame, shape: TorsoShape, s: number): Point[] {
  const { u, shoulderY } = frame;
  const half = frame.shoulderHalf + (shape.widen ?? 0) * u;
  const lift = (shape.lift ?? 0) * u;
  const neck = frame.neckHalf * (shape.neckOpen ?? 1.05);
  return [
    [s * neck, -0.04 * u - lift],
    [s * (neck + (half - neck) * 0.45), shoulderY * 0.5 - lift * 0.8],
    [s * half * 0.88, shoulderY - lift * 0.5],
    [s * half, shoulderY + 0.16 * u - lift * 0.3],
    [s * (half + 0.15 * u), shoulderY + 0.42 * u],
    [s * (half + 0.25 * u), shoulderY + 0.75 * u],
  ];
}

/** Where the line from the upper arm out to the picture's edge is at x = far. */
function edgePoint(frame: BodyFrame, arm: Point, s: number): Point {
  return [s * frame.far, arm[1] + (frame.far - Math.abs(arm[0])) * ARM_SLOPE];
}

/** Path data for a smooth run through points (a Catmull-Rom spline as cubic Béziers). */
export function smooth(points: readonly Point[]): string {
  const parts: string[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i] ?? [0, 0];
    const p1 = points[i] ?? [0, 0];
    const p2 = points[i + 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    parts.push(
      `C${f(p1[0] + (p2[0] - p0[0]) / 6)},${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)},${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])},${f(p2[1])}`,
    );
  }
  const first = points[0] ?? [0, 0];
  return `M${f(first[0])},${f(first[1])} ${parts.join(' ')}`;
}

/** `smooth` without its opening move, to continue a path. */
export const smoothOn = (points: readonly Point[]) => smooth(points).replace(/^M\S+ /, '');

/** The garment's whole outline, closed below the picture. */
export function torsoPath(frame: BodyFrame, shape: TorsoShape = {}): string {
  const { u, far } = frame;
  const left = shoulderLine(frame, shape, -1);
  const right = shoulderLine(frame, shape, 1).reverse();
  const arm = left[left.length - 1] ?? [0, 0];
  const [nx, ny] = left[0] ?? [0, 0];
  // Straight out from the upper arm: a spline would swing wide towards so distant a point.
  const [lx, ly] = edgePoint(frame, arm, -1);
  const down = ly + far;
  const dip = (shape.neckline ?? 0.05) * u;
  // The quadratic's middle reaches `dip` when its control point sits twice as deep.
  const control = 2 * dip - ny;
  // A point a little way along the line to the edge, so the arm turns into it without a corner.
  const turn = (s: number): Point => [
    s * (Math.abs(arm[0]) + 0.35 * u),
    arm[1] + 0.35 * u * ARM_SLOPE,
  ];
  const rightRun = smoothOn([turn(1), ...right]);
  return `${smooth([...left, turn(-1)])} L${f(lx)},${f(ly)} L${f(lx)},${f(down)} L${f(-lx)},${f(down)} L${f(-lx)},${f(ly)} L${f(turn(1)[0])},${f(turn(1)[1])} ${rightRun} Q0,${f(control)} ${f(nx)},${f(ny)} Z`;
}

export interface CapeShape extends TorsoShape {
  /** How far the cape hangs below the shoulder line at the sides, in face widths. */
  readonly depth: number;
  /** Its lowest point at the front middle, below the neck pit, in face widths. */
  readonly front: number;
  /** Where the upper edge meets in front, below the neck pit, in face widths. */
  readonly close?: number;
  /** Jagged lower edge (fur): how long the tufts are, in face widths. */
  readonly shag?: number;
  readonly random?: () => number;
}

/**
 * A cape, mantle or fur collar lying over the shoulders: its upper edge follows the shoulder
 * line out past the picture's edges, its lower edge hangs `depth` below it and dips to
 * `front` in the middle.
 */
export function capePath(frame: BodyFrame, shape: CapeShape): string {
  const { u } = frame;
  const depth = shape.depth * u;
  const side = (s: number) => shoulderLine(frame, shape, s);
  const left = side(-1);
  const arm = left[left.length - 1] ?? [0, 0];
  const [ex, ey] = edgePoint(frame, arm, -1);
  const hang = (points: Point[]): Point[] =>
    points.slice(2).map(([x, y]) => [x * 1.02, y + depth] as Point);
  // The far ends are joined with straight lines: a spline would loop towards points so distant.
  const lowLeft: Point[] = [
    ...hang(left).reverse(),
    [-frame.shoulderHalf * 0.35, shape.front * u * 0.92],
    [0, shape.front * u],
  ];
  const lower = [
    ...lowLeft,
    ...lowLeft
      .slice(0, -1)
      .map(([x, y]) => [-x, y] as Point)
      .reverse(),
  ];
  const edge = shape.shag
    ? shaggy(lower, shape.shag * u, shape.random ?? Math.random)
    : smooth(lower);
  const close = (shape.close ?? 0.1) * u;
  const [nx, ny] = left[0] ?? [0, 0];
  return `${smooth(left)} L${f(ex)},${f(ey)} L${f(ex)},${f(ey + depth)} ${edge.replace(/^M/, 'L')} L${f(-ex)},${f(ey + depth)} L${f(-ex)},${f(ey)} L${f(-arm[0])},${f(arm[1])} ${smoothOn(side(1).reverse())} Q0,${f(2 * close - ny)} ${f(nx)},${f(ny)} Z`;
}

/** A lower edge broken into tufts hanging down, for fur. */
function shaggy(points: readonly Point[], length: number, random: () => number): string {
  const out: string[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i] ?? [0, 0];
    const [x1, y1] = points[i + 1] ?? [0, 0];
    const span = Math.hypot(x1 - x0, y1 - y0);
    const tufts = Math.max(1, Math.min(40, Math.round(span / (length * 0.6))));
    for (let n = 0; n < tufts; n++) {
      const a = (n + 0.5) / tufts;
      const b = (n + 1) / tufts;
      const tip = length * (0.5 + random());
      const tx = x0 + (x1 - x0) * a + (random() - 0.5) * length * 0.4;
      const ty = y0 + (y1 - y0) * a + tip;
      const ex = x0 + (x1 - x0) * b;
      const ey = y0 + (y1 - y0) * b;
      // Each tuft a curl: out to its tip and back, so the edge reads as hair, not teeth.
      out.push(
        `Q${f(tx - length * 0.25)},${f(ty - tip * 0.3)} ${f(tx)},${f(ty)}`,
        `Q${f(tx + length * 0.1)},${f(ty - tip * 0.6)} ${f(ex)},${f(ey)}`,
      );
    }
  }
  const [sx, sy] = points[0] ?? [0, 0];
  return `M${f(sx)},${f(sy)} ${out.join(' ')}`;
}

/**
 * The y (picture pixels) below which a costume's `front` covers the whole width: where the
 * shoulders' outline crosses the picture's left and right edges, the lower of the two, with a
 * margin for the spline bowing between its points.
 */
export function costumeCoversBelow(input: CostumeInput): number {
  const frame = bodyFrame(input);
  let lowest = 0;
  for (const s of [-1, 1]) {
    const line = shoulderLine(frame, {}, s);
    const arm = line[line.length - 1] ?? [0, 0];
    const points = [...line, edgePoint(frame, arm, s)].map(([x, y]) =>
      toPicture(frame.origin, frame.lean, { x, y }),
    );
    const edge = s < 0 ? 0 : input.head.width;
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] ?? { x: 0, y: 0 };
      const b = points[i + 1] ?? a;
      if ((a.x - edge) * (b.x - edge) > 0) continue;
      const share = b.x === a.x ? 0 : (edge - a.x) / (b.x - a.x);
      lowest = Math.max(lowest, a.y + (b.y - a.y) * share);
      break;
    }
  }
  return lowest + 0.08 * frame.u;
}
