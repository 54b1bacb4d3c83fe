import { darken } from './colour';
import type { CostumeDrawer } from './costume';
import { finish, type Tailor, tailor } from './garment';
import { castShadow, celFill } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Power-Up Warrior: an anime hero's gi — bold orange wrapped over a dark blue undershirt, a
 * blue belt — in flat cel bands with ink outlines, and a blazing aura behind body and head.
 */

const GI = '#f2761a';
const UNDER = '#1d3d96';
const INK = '#1a1210';

/** A shape filled in cel bands and outlined in ink. */
function cel(t: Tailor, d: string, base: string, top: number): string {
  const { u, shoulderHalf } = t.body;
  const fill = celFill(t.front, base, { x: 0, y: top + 0.4 * u }, shoulderHalf);
  return `<path d="${d}" fill="${fill}" stroke="${INK}" stroke-width="${f(0.03 * u)}" stroke-linejoin="round"/>`;
}

/** Flame tongues rising round the figure, in two layers: hot yellow outside, white core. */
function aura(t: Tailor): string {
  const { u, chinY, bottom } = t.body;
  const layer = t.behind.layer;
  const tongues = (reach: number, seed: number) => {
    const points: string[] = [];
    const count = 15;
    for (let n = 0; n <= count; n++) {
      const a = Math.PI * (0.02 + (0.96 * n) / count);
      const r = reach * u * (1 + 0.18 * Math.sin(n * 2.3 + seed));
      points.push(`${f(-Math.cos(a) * r * 1.05)},${f(chinY - Math.sin(a) * r)}`);
      const b = a + (0.48 * Math.PI) / count;
      points.push(`${f(-Math.cos(b) * r * 0.78)},${f(chinY - Math.sin(b) * r * 0.72)}`);
    }
    return `M${f(-reach * 1.1 * u)},${f(bottom + u)} L${points.join(' L')} L${f(reach * 1.1 * u)},${f(bottom + u)} Z`;
  };
  const hot = layer.gradient('radial', `cx="0" cy="${f(chinY)}" r="${f(3.2 * u)}"`, [
    [0, '#fffef0'],
    [0.5, '#ffe95a'],
    [0.85, '#ffb21e'],
    [1, '#ff8a00', 0.6],
  ]);
  const halo = layer.gradient('radial', `cx="0" cy="${f(chinY)}" r="${f(3.6 * u)}"`, [
    [0.6, '#ffd040', 0.5],
    [1, '#ffd040', 0],
  ]);
  return [
    `<circle cx="0" cy="${f(chinY)}" r="${f(3.6 * u)}" fill="${halo}"/>`,
    `<path d="${tongues(3, 0)}" fill="${hot}"/>`,
    `<path d="${tongues(2.1, 1.7)}" fill="#fffbe6" opacity="0.75"/>`,
  ].join('');
}

export const powerUp: CostumeDrawer = (input) => {
  const t = tailor('power', input);
  const { u, neckHalf, bottom, far, cut } = t.body;
  const deep = cut === 'female' ? 0.75 : 1.15;
  // The gi's front: the left panel wraps over the right, leaving a V of undershirt.
  const vee = `M${f(-neckHalf * 1.3)},${f(-0.08 * u)} L${f(neckHalf * 1.3)},${f(-0.08 * u)} L${f(0.1 * u)},${f(deep * u)} Z`;
  const lapel = (s: number) =>
    `M${f(s * neckHalf * 1.3)},${f(-0.08 * u)} L${f(s * neckHalf * 2.1)},${f(-0.02 * u)} L${f(s * 0.15 * u)},${f((deep + 0.25) * u)} L${f(0.1 * u)},${f(deep * u)} Z`;
  const belt = `M${f(-far)},${f(2.3 * u)} L${f(far)},${f(2.3 * u)} L${f(far)},${f(2.65 * u)} L${f(-far)},${f(2.65 * u)} Z`;
  // Folds pulled from the shoulders down towards the belt's knot.
  const crease = (s: number) =>
    `M${f(s * t.body.shoulderHalf * 0.8)},${f(0.55 * u)} Q${f(s * t.body.shoulderHalf * 0.55)},${f(1.1 * u)} ${f(s * neckHalf * 1.6)},${f(Math.min(bottom, 2.2 * u))}`;
  return finish(t, {
    behind: aura(t),
    front: [
      cel(t, torsoPath(t.body, { widen: 0.15 }), GI, t.body.shoulderY),
      cel(t, vee, UNDER, 0),
      castShadow(t.front, { x: 0, y: 0.1 * u }, neckHalf * 1.4, 0.15 * u, 0.5),
      cel(t, lapel(-1), GI, 0),
      cel(t, lapel(1), darken(GI, 0.08), 0),
      `<g fill="none" stroke="${INK}" stroke-width="${f(0.025 * u)}" stroke-linecap="round" opacity="0.7"><path d="${crease(-1)}"/><path d="${crease(1)}"/></g>`,
      cel(t, belt, UNDER, 2.3 * u),
    ].join(''),
  });
};
