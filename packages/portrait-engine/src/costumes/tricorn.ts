import { darken, scale } from './colour';
import { hideAbove } from './frame';
import type { Tailor } from './garment';
import { braid, type Hat } from './hats';
import { castShadow, litFill, rimLight } from './shading';
import { f } from './svg';

/*
 * A felt tricorn, built as a solid and turned with the face: drawn flat, it read as a bowl or
 * a boat floating over the hair. Its brim is a triangle in plan, cocked up on all three sides
 * round a domed crown; the front corner dips over the brow, the two side corners sweep up
 * behind the temples, and the crown shows above the back brim.
 */

/** A point on the hat in face widths: x across, y up from the hatband, z towards the face's front. */
interface Solid {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

interface Seen {
  readonly x: number;
  readonly y: number;
  /** Towards the viewer, in face widths. */
  readonly depth: number;
}

const FELT = '#1e1a17';
/** How far a fully side-on face turns the hat (radians): less than a quarter turn, as a profile's skull still shows some front. */
const YAW_SIDE_ON = 0.9;
/** The picture is seen from eye level, below the hat: what comes forward drops a little. */
const PITCH = 0.15;
/** The hatband's centre above the brow (face widths): on the forehead's top, not over the hair. */
const BAND = -0.09;
/** The hatband round the head: half its width and half its depth. */
const RING = { x: 0.54, z: 0.58 };
/** Plan angles of the corners (front, the face's left side, its right side). */
const FRONT = Math.PI / 2;
const SIDES = [(7 * Math.PI) / 6, -Math.PI / 6] as const;
/** Distance of the front and side corners from the crown's axis. */
const FRONT_REACH = 0.8;
const SIDE_REACH = 1.2;
/** Heights of the brim's edge over the band: the front corner dips, the side ones sweep up. */
const FRONT_DROP = -0.06;
const SIDE_RISE = 0.55;
const BACK_RISE = 0.26;
/** Where the brim under a side corner spreads out before it turns up. */
const WING = { reach: 0.9, y: 0.08 };
const SAMPLES = 14;

function viewer(yaw: number) {
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  return (p: Solid): Seen => {
    const depth = -p.x * s + p.z * c;
    return { x: p.x * c + p.z * s, y: BAND - p.y + depth * PITCH, depth };
  };
}

const inPlan = (angle: number, reach: number, y: number): Solid => ({
  x: Math.cos(angle) * reach,
  y,
  z: Math.sin(angle) * reach,
});

/** The band's points from one plan angle to another. */
function ring(from: number, to: number): Solid[] {
  return Array.from({ length: SAMPLES + 1 }, (_, n) => {
    const a = from + ((to - from) * n) / SAMPLES;
    return { x: Math.cos(a) * RING.x, y: 0, z: Math.sin(a) * RING.z };
  });
}

/** The brim's upturned edge from corner `a` to corner `b`, bowed outward, its height by `rise`. */
function edge(a: Solid, b: Solid, rise: (s: number) => number): Solid[] {
  const nx = b.z - a.z;
  const nz = a.x - b.x;
  const length = Math.hypot(nx, nz);
  const out = (nx * (a.x + b.x) + nz * (a.z + b.z) > 0 ? 1 : -1) * (0.06 / length);
  return Array.from({ length: SAMPLES + 1 }, (_, n) => {
    const s = n / SAMPLES;
    const bow = 4 * s * (1 - s);
    return {
      x: a.x + (b.x - a.x) * s + nx * out * bow,
      y: rise(s),
      z: a.z + (b.z - a.z) * s + nz * out * bow,
    };
  });
}

/** A smooth path through points (Catmull-Rom as cubic Béziers), in pixels. */
function through(points: readonly Seen[], u: number, closed: boolean): string {
  const at = (i: number) =>
    points[
      closed ? (i + points.length) % points.length : Math.max(0, Math.min(points.length - 1, i))
    ] as Seen;
  const parts = [`M${f(at(0).x * u)},${f(at(0).y * u)}`];
  const last = closed ? points.length : points.length - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    parts.push(
      `C${f(c1.x * u)},${f(c1.y * u)} ${f(c2.x * u)},${f(c2.y * u)} ${f(p2.x * u)},${f(p2.y * u)}`,
    );
  }
  return parts.join(' ') + (closed ? ' Z' : '');
}

export function tricorn(t: Tailor): Hat {
  const { u } = t.hat;
  const brush = t.headwear;
  const yaw = t.input.turn * YAW_SIDE_ON;
  const see = viewer(yaw);
  const front = inPlan(FRONT, FRONT_REACH, FRONT_DROP);
  const [left, right] = SIDES.map((a) => inPlan(a, SIDE_REACH, SIDE_RISE)) as [Solid, Solid];
  const up = (s: number) =>
    FRONT_DROP + (SIDE_RISE - FRONT_DROP) * Math.sin((s * Math.PI) / 2) ** 0.8;
  // Under each side corner the brim spreads out low before it turns up, over the hair there.
  const [leftWing, rightWing] = SIDES.map((a) => inPlan(a, WING.reach, WING.y)) as [Solid, Solid];
  const panels = [
    { band: [...ring(FRONT, Math.PI), leftWing], rim: edge(front, left, up) },
    { band: [...ring(FRONT, 0), rightWing], rim: edge(front, right, up) },
    {
      band: [leftWing, ...ring(Math.PI, 2 * Math.PI), rightWing],
      rim: edge(left, right, (s) => SIDE_RISE + (BACK_RISE - SIDE_RISE) * 4 * s * (1 - s)),
    },
  ].map(({ band, rim }) => {
    const outline = [...band, ...rim.slice().reverse()].map(see);
    const mid = rim[SAMPLES / 2] as Solid;
    return { outline, rim: rim.map(see), mid, depth: see(mid).depth };
  });
  // The crown rises above the back brim's edge so its dome shows, and higher on a tall head.
  const crownTop = Math.max(BACK_RISE + 0.26, Math.min(0.66, t.hat.headTop / u));
  // The band's outline as seen: between its two widest points, the dome above and, in
  // front, the band itself, so the crown fills the V between the front brims down to it.
  const widest = Math.atan2(RING.z * Math.sin(yaw), RING.x * Math.cos(yaw));
  const fore = ring(widest, widest + Math.PI).map(see);
  const [rightmost, leftmost] = [fore[0] as Seen, fore[SAMPLES] as Seen];
  const peak = BAND - crownTop;
  const lift = (y: number) => y + (peak - y) / 0.75;
  const crownD = `M${f(leftmost.x * u)},${f(leftmost.y * u)} C${f(leftmost.x * 1.04 * u)},${f(lift(leftmost.y) * u)} ${f(rightmost.x * 1.04 * u)},${f(lift(rightmost.y) * u)} ${f(rightmost.x * u)},${f(rightmost.y * u)} ${fore.map((p) => `L${f(p.x * u)},${f(p.y * u)}`).join(' ')} Z`;
  const half = (rightmost.x - leftmost.x) / 2;
  const crown = `<path d="${crownD}" fill="${litFill(brush, darken(FELT, 0.15), { x: 0, y: (BAND + peak) * 0.5 * u }, half * u, 1.4)}"/>`;
  const panel = (p: (typeof panels)[number]) => {
    // A panel facing the viewer shows its outer face, lit as its outward normal meets the
    // light; one turned away shows its inner face, in the crown's shade.
    const facing = p.depth > 0;
    const nx = see({ ...p.mid, y: 0 }).x - see({ x: 0, y: 0, z: 0 }).x;
    const lit = Math.max(0, (nx / Math.hypot(nx, 0.6)) * brush.dir.x - 0.6 * brush.dir.y);
    const colour = scale(FELT, facing ? 0.85 + 0.5 * lit : 0.6);
    const centre = see({ ...p.mid, y: p.mid.y * 0.5 });
    return [
      `<path d="${through(p.outline, u, true)}" fill="${litFill(brush, colour, { x: centre.x * u, y: centre.y * u }, 0.6 * u, 1.5)}"/>`,
      braid(t, through(p.rim, u, false), 0.035 * u),
    ].join('');
  };
  const behind = panels.filter((p) => p.depth <= 0);
  const before = panels.filter((p) => p.depth > 0);
  // Where the band crosses the forehead: the brim's shadow falls just below it.
  const brow = see({ x: 0, y: 0, z: RING.z });
  return {
    markup: [
      castShadow(brush, { x: brow.x * u, y: (brow.y + 0.04) * u }, 0.6 * u, 0.1 * u, 0.7),
      ...behind.map(panel),
      crown,
      rimLight(brush, crownD, 0.03 * u, 0.4),
      ...before.map(panel),
    ].join(''),
    hideHeadAbove: hideAbove(t.hat, RING.x * u, (BAND - 0.04) * u),
  };
}
