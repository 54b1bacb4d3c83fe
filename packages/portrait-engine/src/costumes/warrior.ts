import { darken } from './colour';
import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { circlet } from './hats';
import { castShadow, metalFill, rimLight } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Heroic Fantasy Warrior: a steel breastplate with a gorget and layered pauldrons over a red
 * cloak, and a circlet on the brow.
 */

const STEEL = '#8a9099';
const CLOAK = '#7a1a16';
const GOLD = '#c9a040';

function pauldron(t: Tailor, s: number): string {
  const { shoulderHalf, shoulderY, cut } = t.body;
  // Smaller plates on the narrower cut, so the shoulders stay in proportion.
  const u = t.body.u * (cut === 'female' ? 0.82 : cut === 'middle' ? 0.9 : 1);
  const brush = t.front;
  const cx = s * shoulderHalf * 0.92;
  const parts: string[] = [];
  for (let n = 3; n >= 0; n--) {
    const y = shoulderY - 0.1 * u + n * 0.2 * u;
    const w = (0.62 + n * 0.06) * u;
    const d = `M${f(cx - w)},${f(y + 0.25 * u)} Q${f(cx - w)},${f(y - 0.3 * u)} ${f(cx)},${f(y - 0.32 * u)} Q${f(cx + w)},${f(y - 0.3 * u)} ${f(cx + w)},${f(y + 0.25 * u)} Q${f(cx)},${f(y + 0.1 * u)} ${f(cx - w)},${f(y + 0.25 * u)} Z`;
    parts.push(
      `<path d="${d}" fill="${metalFill(brush, STEEL, { x: cx, y }, w)}" stroke="${darken(STEEL, 0.7)}" stroke-width="${f(0.02 * u)}"/>`,
      rimLight(brush, d, 0.03 * u, 0.6),
    );
  }
  const rivets = [-0.4, 0, 0.4]
    .map(
      (k) =>
        `<circle cx="${f(cx + k * u)}" cy="${f(shoulderY - 0.18 * u + Math.abs(k) * 0.12 * u)}" r="${f(0.03 * u)}" fill="${GOLD}"/>`,
    )
    .join('');
  return parts.join('') + rivets;
}

export const warrior: CostumeDrawer = (input) => {
  const t = tailor('warrior', input);
  const { u, shoulderHalf, neckHalf, cut } = t.body;
  const brush = t.front;
  const cloak = drawCloth(t, brush, {
    d: torsoPath(t.body, { widen: 0.3 }),
    base: CLOAK,
    contrast: 1.3,
    folds: hangingFolds(t, -shoulderHalf * 1.6, shoulderHalf * 1.6, 0.8 * u, 8),
    texture: { scale: 0.25, strength: 0.1 },
  });
  const chestHalf = shoulderHalf * (cut === 'female' ? 0.72 : 0.8);
  const plate = `M${f(-neckHalf * 1.3)},${f(0.05 * u)} Q0,${f(0.2 * u)} ${f(neckHalf * 1.3)},${f(0.05 * u)} L${f(chestHalf)},${f(0.4 * u)} L${f(chestHalf * 0.9)},${f(t.body.bottom + u)} L${f(-chestHalf * 0.9)},${f(t.body.bottom + u)} L${f(-chestHalf)},${f(0.4 * u)} Z`;
  const ridge = `M0,${f(0.2 * u)} L0,${f(t.body.bottom)}`;
  const gorget = `M${f(-neckHalf * 1.25)},${f(-0.2 * u)} L${f(neckHalf * 1.25)},${f(-0.2 * u)} L${f(neckHalf * 1.7)},${f(0.12 * u)} Q0,${f(0.3 * u)} ${f(-neckHalf * 1.7)},${f(0.12 * u)} Z`;
  const front = [
    cloak,
    castShadow(brush, { x: 0, y: 0.5 * u }, chestHalf, 0.3 * u, 0.5),
    `<path d="${plate}" fill="${metalFill(brush, STEEL, { x: 0, y: u }, chestHalf)}" stroke="${darken(STEEL, 0.7)}" stroke-width="${f(0.02 * u)}"/>`,
    `<path d="${plate}" fill="none" stroke="${GOLD}" stroke-width="${f(0.03 * u)}" stroke-opacity="0.85"/>`,
    `<path d="${ridge}" stroke="${darken(STEEL, 0.5)}" stroke-width="${f(0.03 * u)}"/>`,
    `<path d="${gorget}" fill="${metalFill(brush, STEEL, { x: 0, y: 0 }, neckHalf * 1.7)}" stroke="${darken(STEEL, 0.7)}" stroke-width="${f(0.02 * u)}"/>`,
    pauldron(t, -1),
    pauldron(t, 1),
  ].join('');
  const hat = circlet(t);
  return finish(t, { front, headwear: hat.markup });
};
