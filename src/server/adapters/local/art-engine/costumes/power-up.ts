import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, tailor } from './garment';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Power-Up Warrior: an anime hero's gi — bold orange over a dark blue undershirt, a belt of
 * the same blue — and a glowing aura blazing up behind the body and head.
 */

const GI = '#f07a18';
const UNDER = '#1c3a8c';

export const powerUp: CostumeDrawer = (input) => {
  const t = tailor('power', input);
  const { u, shoulderHalf, neckHalf, bottom, chinY } = t.body;
  const front = t.front;
  const behind = t.behind;
  const flames: string[] = [];
  const count = 13;
  for (let n = 0; n < count; n++) {
    const a = Math.PI * (0.05 + (0.9 * n) / (count - 1));
    const r = (2.4 + (n % 2) * 0.5) * u;
    flames.push(`${f(-Math.cos(a) * r * 1.1)},${f(chinY - Math.sin(a) * r)}`);
    const b = a + (0.45 * Math.PI) / count;
    flames.push(`${f(-Math.cos(b) * r * 0.8)},${f(chinY - Math.sin(b) * r * 0.75)}`);
  }
  const aura = `M${f(-3 * u)},${f(bottom + u)} L${flames.join(' L')} L${f(3 * u)},${f(bottom + u)} Z`;
  const glow = behind.layer.gradient('radial', `cx="0" cy="${f(chinY)}" r="${f(3 * u)}"`, [
    [0, '#fffbe0', 0.95],
    [0.45, '#ffe45a', 0.85],
    [0.8, '#ffae20', 0.55],
    [1, '#ff8a00', 0],
  ]);
  const vee = `M${f(-neckHalf * 1.1)},${f(-0.06 * u)} L${f(neckHalf * 1.1)},${f(-0.06 * u)} L0,${f(1.1 * u)} Z`;
  const belt = `M${f(-t.body.far)},${f(2.3 * u)} L${f(t.body.far)},${f(2.3 * u)} L${f(t.body.far)},${f(2.6 * u)} L${f(-t.body.far)},${f(2.6 * u)} Z`;
  const gi = drawCloth(t, front, {
    d: torsoPath(t.body, { widen: 0.15 }),
    base: GI,
    contrast: 1.2,
    folds: hangingFolds(t, -shoulderHalf, shoulderHalf, 0.9 * u, 4),
  });
  return finish(t, {
    behind: `<path d="${aura}" fill="${glow}"/>`,
    front: [
      gi,
      drawCloth(t, front, { d: vee, base: UNDER, contrast: 1.2, top: 0 }),
      drawCloth(t, front, { d: belt, base: UNDER, contrast: 1.1, top: 2.3 * u }),
    ].join(''),
  });
};
