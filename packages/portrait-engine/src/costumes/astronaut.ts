import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Astronaut: a white pressure suit with soft folds, a metal neck ring, a chest unit with
 * controls and a hose, and mission patches.
 */

const SUIT = '#e6e6e2';

/** The neck ring: its back arc shows behind the neck, its front lies on the chest. */
function neckRing(t: Tailor): { behind: string; front: string } {
  const { u, neckHalf } = t.body;
  const rx = neckHalf * 2.4;
  const ry = 0.28 * u;
  const cy = -0.06 * u;
  const thick = 0.17 * u;
  const half = (from: number) =>
    `M${f(-rx)},${f(cy)} A${f(rx)},${f(ry)} 0 0 ${from} ${f(rx)},${f(cy)} L${f(rx)},${f(cy + thick)} A${f(rx)},${f(ry)} 0 0 ${1 - from} ${f(-rx)},${f(cy + thick)} Z`;
  const ring = (brush: Tailor['front'], d: string, y: number) =>
    `<path d="${d}" fill="${metalFill(brush, '#8a9cb8', { x: 0, y }, rx)}" stroke="#283040" stroke-width="${f(0.02 * u)}"/>`;
  const band = `M${f(-rx)},${f(cy + thick * 0.35)} A${f(rx)},${f(ry)} 0 0 0 ${f(rx)},${f(cy + thick * 0.35)}`;
  return {
    behind: ring(t.behind, half(1), cy - ry),
    front:
      castShadow(t.front, { x: 0, y: cy + ry + thick * 1.5 }, rx * 1.1, 0.18 * u, 0.5) +
      ring(t.front, half(0), cy + ry) +
      `<path d="${band}" fill="none" stroke="#2a5db0" stroke-width="${f(thick * 0.3)}" stroke-opacity="0.85"/>`,
  };
}

export const astronaut: CostumeDrawer = (input) => {
  const t = tailor('astronaut', input);
  const { u, shoulderHalf } = t.body;
  const brush = t.front;
  const box = `M${f(-0.45 * u)},${f(0.62 * u)} L${f(0.45 * u)},${f(0.62 * u)} L${f(0.42 * u)},${f(1.12 * u)} L${f(-0.42 * u)},${f(1.12 * u)} Z`;
  const patch = (x: number, colour: string) =>
    `<circle cx="${f(x)}" cy="${f(0.6 * u)}" r="${f(0.15 * u)}" fill="${colour}" stroke="#f4f4f0" stroke-width="${f(0.025 * u)}"/><path d="M${f(x - 0.1 * u)},${f(0.62 * u)} Q${f(x)},${f(0.5 * u)} ${f(x + 0.1 * u)},${f(0.58 * u)}" stroke="#f4f4f0" stroke-width="${f(0.02 * u)}" fill="none"/>`;
  const knobs = [-0.25, 0, 0.25]
    .map(
      (x, i) =>
        `<circle cx="${f(x * u)}" cy="${f(0.87 * u)}" r="${f(0.05 * u)}" fill="${['#c83028', '#2a60b0', '#e0b020'][i]}"/>`,
    )
    .join('');
  const hose = (s: number, colour: string) =>
    `<path d="M${f(s * 0.44 * u)},${f(0.95 * u)} C${f(s * 0.75 * u)},${f(1.1 * u)} ${f(s * shoulderHalf * 0.7)},${f(0.9 * u)} ${f(s * shoulderHalf * 0.95)},${f(1.6 * u)}" fill="none" stroke="${colour}" stroke-width="${f(0.09 * u)}" stroke-linecap="round"/><path d="M${f(s * 0.44 * u)},${f(0.95 * u)} C${f(s * 0.75 * u)},${f(1.1 * u)} ${f(s * shoulderHalf * 0.7)},${f(0.9 * u)} ${f(s * shoulderHalf * 0.95)},${f(1.6 * u)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(0.025 * u)}" stroke-dasharray="${f(0.04 * u)} ${f(0.04 * u)}"/>`;
  const ring = neckRing(t);
  const front = [
    drawCloth(t, brush, {
      d: torsoPath(t.body, { widen: 0.2, lift: 0.05 }),
      base: SUIT,
      contrast: 1.1,
      folds: hangingFolds(t, -shoulderHalf * 1.3, shoulderHalf * 1.3, 0.5 * u, 9),
      texture: { scale: 0.2, strength: 0.06 },
    }),
    patch(-shoulderHalf * 0.75, '#1e3c8a'),
    patch(shoulderHalf * 0.75, '#b02a2a'),
    hose(-1, '#2a5db0'),
    hose(1, '#c83028'),
    drawCloth(t, brush, { d: box, base: '#c8cacc', contrast: 1.2, top: 0.62 * u }),
    knobs,
    ring.front,
  ].join('');
  return finish(t, { behind: ring.behind, front });
};
