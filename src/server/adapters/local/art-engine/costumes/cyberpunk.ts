import type { CostumeDrawer } from './costume';
import { drawCloth, finish, type Tailor, tailor } from './garment';
import { softStroke } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Cyberpunk Hero: a black techwear jacket with a high split collar, panels and straps piped in
 * neon, and a visor pushed up on the forehead.
 */

const JACKET = '#16181e';
const CYAN = '#2ef2ff';
const MAGENTA = '#ff2ea6';

/** A neon line: a wide faint glow under a bright thin core. */
function neon(d: string, colour: string, width: number): string {
  return (
    softStroke(d, colour, width * 5, 0.5) +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(width * 0.35)}" stroke-linecap="round"/>`
  );
}

function visor(t: Tailor): string {
  const { u } = t.hat;
  const y = -0.32 * u;
  const d = `M${f(-0.66 * u)},${f(y + 0.08 * u)} Q0,${f(y - 0.12 * u)} ${f(0.66 * u)},${f(y + 0.08 * u)} L${f(0.62 * u)},${f(y + 0.26 * u)} Q0,${f(y + 0.1 * u)} ${f(-0.62 * u)},${f(y + 0.26 * u)} Z`;
  const glass = t.headwear.layer.gradient(
    'linear',
    `x1="0" y1="${f(y - 0.1 * u)}" x2="0" y2="${f(y + 0.26 * u)}"`,
    [
      [0, '#0a2a3a', 0.95],
      [0.5, '#1a6a8a', 0.85],
      [1, '#06121a', 0.95],
    ],
  );
  return `<path d="${d}" fill="${glass}" stroke="#2a2e36" stroke-width="${f(0.04 * u)}"/>${neon(`M${f(-0.6 * u)},${f(y + 0.2 * u)} Q0,${f(y + 0.04 * u)} ${f(0.6 * u)},${f(y + 0.2 * u)}`, CYAN, 0.02 * u)}`;
}

export const cyberpunk: CostumeDrawer = (input) => {
  const t = tailor('cyberpunk', input);
  const { u, shoulderHalf, neckHalf, bottom } = t.body;
  const brush = t.front;
  const collar = (s: number) =>
    `M${f(s * neckHalf * 0.35)},${f(-0.5 * u)} L${f(s * neckHalf * 1.4)},${f(-0.55 * u)} L${f(s * neckHalf * 1.9)},${f(0.2 * u)} L${f(s * neckHalf * 0.4)},${f(0.45 * u)} Z`;
  const seams = [
    `M${f(-shoulderHalf * 0.95)},${f(0.3 * u)} L${f(-shoulderHalf * 0.35)},${f(0.9 * u)} L${f(-shoulderHalf * 0.35)},${f(bottom)}`,
    `M${f(shoulderHalf * 0.95)},${f(0.3 * u)} L${f(shoulderHalf * 0.35)},${f(0.9 * u)} L${f(shoulderHalf * 0.35)},${f(bottom)}`,
  ];
  const zip = `M${f(neckHalf * 0.3)},${f(0.4 * u)} L${f(0.05 * u)},${f(bottom)}`;
  const front = [
    drawCloth(t, brush, {
      d: torsoPath(t.body, { widen: 0.1 }),
      base: JACKET,
      contrast: 1.4,
      sheen: 0.15,
      texture: { scale: 0.2, strength: 0.08 },
    }),
    ...[-1, 1].map((s) =>
      drawCloth(t, brush, { d: collar(s), base: '#20242c', contrast: 1.5, top: -0.3 * u }),
    ),
    neon(seams[0] ?? '', CYAN, 0.025 * u),
    neon(seams[1] ?? '', MAGENTA, 0.025 * u),
    neon(zip, CYAN, 0.02 * u),
    ...[-1, 1].map((s) => neon(collar(s), s < 0 ? CYAN : MAGENTA, 0.018 * u)),
  ].join('');
  return finish(t, { front, headwear: visor(t) });
};
