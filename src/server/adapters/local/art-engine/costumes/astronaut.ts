import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, tailor } from './garment';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Astronaut: a white pressure suit with soft folds, a metal neck ring, a chest unit with
 * controls and a hose, and mission patches.
 */

const SUIT = '#e6e6e2';

export const astronaut: CostumeDrawer = (input) => {
  const t = tailor('astronaut', input);
  const { u, shoulderHalf, neckHalf } = t.body;
  const brush = t.front;
  const ringRx = neckHalf * 2.1;
  const ring = `M${f(-ringRx)},${f(-0.15 * u)} Q0,${f(0.2 * u)} ${f(ringRx)},${f(-0.15 * u)} L${f(ringRx)},${f(0.05 * u)} Q0,${f(0.42 * u)} ${f(-ringRx)},${f(0.05 * u)} Z`;
  const box = `M${f(-0.45 * u)},${f(0.75 * u)} L${f(0.45 * u)},${f(0.75 * u)} L${f(0.42 * u)},${f(1.3 * u)} L${f(-0.42 * u)},${f(1.3 * u)} Z`;
  const patch = (x: number, colour: string) =>
    `<circle cx="${f(x)}" cy="${f(0.75 * u)}" r="${f(0.15 * u)}" fill="${colour}" stroke="#f4f4f0" stroke-width="${f(0.025 * u)}"/>`;
  const knobs = [-0.25, 0, 0.25]
    .map(
      (x, i) =>
        `<circle cx="${f(x * u)}" cy="${f(1.02 * u)}" r="${f(0.05 * u)}" fill="${['#c83028', '#2a60b0', '#e0b020'][i]}"/>`,
    )
    .join('');
  const front = [
    drawCloth(t, brush, {
      d: torsoPath(t.body, { widen: 0.2, lift: 0.05 }),
      base: SUIT,
      contrast: 1.2,
      folds: hangingFolds(t, -shoulderHalf * 1.3, shoulderHalf * 1.3, 0.5 * u, 8),
      texture: { scale: 0.2, strength: 0.06 },
    }),
    patch(-shoulderHalf * 0.75, '#1e3c8a'),
    patch(shoulderHalf * 0.75, '#b02a2a'),
    drawCloth(t, brush, { d: box, base: '#c8cacc', contrast: 1.2, top: 0.75 * u }),
    knobs,
    castShadow(brush, { x: 0, y: 0.35 * u }, ringRx * 1.1, 0.2 * u, 0.5),
    `<path d="${ring}" fill="${metalFill(brush, '#7a8ca8', { x: 0, y: 0 }, ringRx)}" stroke="#2a3040" stroke-width="${f(0.025 * u)}"/>`,
  ].join('');
  return finish(t, { front });
};
