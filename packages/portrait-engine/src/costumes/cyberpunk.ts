import type { CostumeDrawer } from './costume';
import { drawCloth, finish, type Tailor, tailor } from './garment';
import { castShadow, metalFill, softStroke } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Cyberpunk Hero: a black techwear jacket with a high funnel collar, panels and straps piped
 * in neon, a visor pushed up on the forehead and an implant at the temple.
 */

const JACKET = '#16181e';
const CYAN = '#2ef2ff';
const MAGENTA = '#ff2ea6';

/** A neon line: a wide faint glow under a bright thin core. */
function neon(d: string, colour: string, width: number): string {
  return `${softStroke(d, colour, width * 6, 0.45)}<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(width * 0.35)}" stroke-linecap="round"/>`;
}

/** The implant's distance from the head's middle, in face widths: the temple, seen from the front. */
const TEMPLE = 0.5;
/** Side-on, the temple seen lies between the eye and the ear, nearer the head's middle. */
const TEMPLE_SIDE_ON = 0.4;
/**
 * How much higher the visor rides on a head seen side-on, in face widths: its band, level with
 * the brow from the front, would cross the eye's corner and the brow ridge, what tells a profile.
 */
const LIFT_SIDE_ON = 0.15;

/**
 * Where the visor and the implant go on a face turned by `turn` (see `CostumeInput`): the
 * visor pushed up by `lift` face widths, the implant on the temple the viewer sees, behind the
 * eye rather than floating in front of the face, `temple` face widths from the middle (to the
 * picture's left when negative).
 */
export function visorFit(turn: number): { lift: number; temple: number } {
  const side = Math.abs(turn);
  const temple = TEMPLE + (TEMPLE_SIDE_ON - TEMPLE) * side;
  return { lift: LIFT_SIDE_ON * side, temple: turn > 0 ? -temple : temple };
}

/** A visor of dark glass over the brow, neon along its lower rim, and an implant at a temple. */
function headgear(t: Tailor): string {
  const { u } = t.hat;
  const brush = t.headwear;
  const fit = visorFit(t.input.turn);
  const y = (-0.34 - fit.lift) * u;
  const d = `M${f(-0.68 * u)},${f(y + 0.06 * u)} Q0,${f(y - 0.16 * u)} ${f(0.68 * u)},${f(y + 0.06 * u)} L${f(0.64 * u)},${f(y + 0.3 * u)} Q0,${f(y + 0.12 * u)} ${f(-0.64 * u)},${f(y + 0.3 * u)} Z`;
  const glass = brush.layer.gradient(
    'linear',
    `x1="${f(-0.6 * u)}" y1="${f(y - 0.1 * u)}" x2="${f(0.5 * u)}" y2="${f(y + 0.3 * u)}"`,
    [
      [0, '#0b2c3e'],
      [0.35, '#1d7fa4'],
      [0.42, '#bff6ff'],
      [0.5, '#1a5c80'],
      [0.8, '#3a1a4a'],
      [1, '#07121a'],
    ],
  );
  const side = fit.temple * u;
  // Mirrored on the picture's left, so the wire still runs down towards the face.
  const x = (dx: number) => f(side + Math.sign(fit.temple) * dx * u);
  const implant = `M${x(-0.02)},${f(-0.02 * u)} L${x(0.08)},${f(0.02 * u)} L${x(0.07)},${f(0.3 * u)} L${x(-0.03)},${f(0.26 * u)} Z`;
  const leds = [0.06, 0.13, 0.2]
    .map((k) => `<circle cx="${x(0.025)}" cy="${f(k * u)}" r="${f(0.018 * u)}" fill="${CYAN}"/>`)
    .join('');
  return [
    castShadow(brush, { x: 0, y: y + 0.3 * u }, 0.6 * u, 0.08 * u, 0.5),
    `<path d="${d}" fill="${glass}" stroke="#2a2e36" stroke-width="${f(0.045 * u)}"/>`,
    neon(
      `M${f(-0.6 * u)},${f(y + 0.26 * u)} Q0,${f(y + 0.08 * u)} ${f(0.6 * u)},${f(y + 0.26 * u)}`,
      CYAN,
      0.02 * u,
    ),
    `<path d="${implant}" fill="${metalFill(brush, '#6a7080', { x: side, y: 0.1 * u }, 0.1 * u)}" stroke="#1a1c22" stroke-width="${f(0.015 * u)}"/>`,
    leds,
    neon(
      `M${x(0.02)},${f(0.3 * u)} Q${x(0)},${f(0.45 * u)} ${x(-0.08)},${f(0.55 * u)}`,
      MAGENTA,
      0.012 * u,
    ),
  ].join('');
}

/** The funnel collar: its lining behind the neck, its two fronts open over the throat. */
function collar(t: Tailor): { behind: string; front: string } {
  const { u, neckHalf } = t.body;
  const n = neckHalf;
  const back = `M${f(-n * 1.45)},${f(-0.5 * u)} Q0,${f(-0.62 * u)} ${f(n * 1.45)},${f(-0.5 * u)} L${f(n * 1.6)},${f(0.1 * u)} L${f(-n * 1.6)},${f(0.1 * u)} Z`;
  const piece = (s: number) =>
    `M${f(s * n * 1.45)},${f(-0.52 * u)} L${f(s * n * 0.95)},${f(-0.46 * u)} Q${f(s * n * 0.75)},${f(0)} ${f(s * 0.06 * u)},${f(0.42 * u)} L${f(s * n * 2.3)},${f(0.2 * u)} Q${f(s * n * 1.9)},${f(-0.2 * u)} ${f(s * n * 1.45)},${f(-0.52 * u)} Z`;
  const rim = (s: number) =>
    `M${f(s * n * 1.45)},${f(-0.52 * u)} L${f(s * n * 0.95)},${f(-0.46 * u)} Q${f(s * n * 0.75)},${f(0)} ${f(s * 0.06 * u)},${f(0.42 * u)}`;
  return {
    behind:
      drawCloth(t, t.behind, { d: back, base: '#0e1014', contrast: 0.8, top: -0.5 * u }) +
      neon(
        `M${f(-n * 1.45)},${f(-0.5 * u)} Q0,${f(-0.62 * u)} ${f(n * 1.45)},${f(-0.5 * u)}`,
        CYAN,
        0.015 * u,
      ),
    front: [-1, 1]
      .map(
        (s) =>
          drawCloth(t, t.front, { d: piece(s), base: '#1e222a', contrast: 1.5, top: -0.3 * u }) +
          neon(rim(s), s < 0 ? CYAN : MAGENTA, 0.018 * u),
      )
      .join(''),
  };
}

export const cyberpunk: CostumeDrawer = (input) => {
  const t = tailor('cyberpunk', input);
  const { u, shoulderHalf, bottom } = t.body;
  const brush = t.front;
  const seam = (s: number) =>
    `M${f(s * shoulderHalf * 1.05)},${f(0.45 * u)} L${f(s * shoulderHalf * 0.4)},${f(0.95 * u)} L${f(s * shoulderHalf * 0.4)},${f(bottom)}`;
  const strap = `M${f(-shoulderHalf * 0.75)},${f(0.35 * u)} L${f(shoulderHalf * 0.55)},${f(1.6 * u)} L${f(shoulderHalf * 0.55)},${f(1.85 * u)} L${f(-shoulderHalf * 0.75)},${f(0.6 * u)} Z`;
  const buckle = `<rect x="${f(-0.12 * u)}" y="${f(0.88 * u)}" width="${f(0.24 * u)}" height="${f(0.2 * u)}" rx="${f(0.03 * u)}" transform="rotate(44 0 ${f(0.98 * u)})" fill="${metalFill(brush, '#7a808c', { x: 0, y: 0.98 * u }, 0.15 * u)}"/>`;
  const high = collar(t);
  const front = [
    drawCloth(t, brush, {
      d: torsoPath(t.body, { widen: 0.12 }),
      base: JACKET,
      contrast: 1.5,
      sheen: 0.18,
      texture: { scale: 0.2, strength: 0.1 },
    }),
    neon(seam(-1), CYAN, 0.025 * u),
    neon(seam(1), MAGENTA, 0.025 * u),
    neon(`M${f(0.04 * u)},${f(0.45 * u)} L${f(0.04 * u)},${f(bottom)}`, CYAN, 0.016 * u),
    drawCloth(t, brush, { d: strap, base: '#2a2d34', contrast: 1.4, top: 0.5 * u }),
    buckle,
    castShadow(brush, { x: 0, y: 0.35 * u }, t.body.neckHalf * 2.2, 0.15 * u, 0.5),
    high.front,
  ].join('');
  return finish(t, { behind: high.behind, front, headwear: headgear(t) });
};
