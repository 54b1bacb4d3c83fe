import { lighten } from './colour';
import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { star, wizardHat } from './hats';
import { castShadow } from './shading';
import { f } from './svg';
import { runes } from './textures';
import { torsoPath } from './torso';

/*
 * Commanding Wizard: a deep robe with a hood fallen behind the neck, its opening edged in
 * bands of rune embroidery over an inner robe, and a tall pointed hat.
 */

const ROBE = '#2a1f5a';
const INNER = '#4a1424';
const TRIM = '#3a1030';
const THREAD = '#d8b860';

/** The hood lying in folds behind the neck, seen either side of it. */
function hood(t: Tailor): string {
  const { u, neckHalf: n } = t.body;
  const d = `M${f(-n * 3.2)},${f(0.3 * u)} C${f(-n * 3.4)},${f(-0.45 * u)} ${f(-n * 1.6)},${f(-0.78 * u)} 0,${f(-0.78 * u)} C${f(n * 1.6)},${f(-0.78 * u)} ${f(n * 3.4)},${f(-0.45 * u)} ${f(n * 3.2)},${f(0.3 * u)} Z`;
  return drawCloth(t, t.behind, {
    d,
    base: ROBE,
    contrast: 1.3,
    top: -0.6 * u,
    folds: hangingFolds(t, -n * 2.4, n * 2.4, -0.6 * u, 4, 0.25),
  });
}

export const wizard: CostumeDrawer = (input) => {
  const t = tailor('wizard', input);
  const { u, shoulderHalf, neckHalf, bottom, cut } = t.body;
  const brush = t.front;
  const deep = cut === 'female' ? 0.9 : 1.3;
  const robe = drawCloth(t, brush, {
    d: torsoPath(t.body, { widen: 0.15, neckOpen: 1.5 }),
    base: ROBE,
    contrast: 1.3,
    sheen: 0.2,
    folds: hangingFolds(t, -shoulderHalf * 1.3, shoulderHalf * 1.3, 0.6 * u, 8),
    texture: { scale: 0.25, strength: 0.1 },
  });
  const opening = `M${f(-neckHalf * 1.6)},${f(-0.06 * u)} L${f(neckHalf * 1.6)},${f(-0.06 * u)} L0,${f(deep * u)} Z`;
  // Each band runs from the neck down the opening's edge, then straight down to the bottom.
  const band = (s: number) =>
    `M${f(s * neckHalf * 1.4)},${f(-0.08 * u)} L${f(s * neckHalf * 2.4)},${f(-0.02 * u)} L${f(s * 0.28 * u)},${f((deep + 0.2) * u)} L${f(s * 0.28 * u)},${f(bottom + u)} L${f(s * 0.04 * u)},${f(bottom + u)} L${f(s * 0.04 * u)},${f(deep * u)} Z`;
  const glyphs = [-1, 1]
    .map(
      (s) =>
        `${runes(t.random, { x: s * neckHalf * 1.9, y: 0.08 * u }, { x: s * 0.16 * u, y: (deep + 0.05) * u }, 0.13 * u)} ${runes(t.random, { x: s * 0.16 * u, y: (deep + 0.25) * u }, { x: s * 0.16 * u, y: bottom }, 0.13 * u)}`,
    )
    .join(' ');
  const sprinkle = [
    [-0.75, 0.9],
    [0.8, 1.1],
    [-0.5, 1.6],
    [0.6, 1.8],
    [-0.9, 2.1],
  ]
    .map(([x = 0, y = 0]) => star(x * shoulderHalf, y * u, 0.06 * u))
    .join('');
  const front = [
    robe,
    `<g fill="${THREAD}" opacity="0.55">${sprinkle}</g>`,
    drawCloth(t, brush, { d: opening, base: INNER, contrast: 1.2, top: 0 }),
    castShadow(brush, { x: 0, y: 0.08 * u }, neckHalf * 2, 0.16 * u, 0.55),
    ...[-1, 1].map((s) => drawCloth(t, brush, { d: band(s), base: TRIM, contrast: 1.3, top: 0 })),
    `<path d="${glyphs}" fill="none" stroke="${lighten(THREAD, 0.1)}" stroke-width="${f(0.025 * u)}" stroke-linecap="round"/>`,
  ].join('');
  const hat = wizardHat(t, ROBE);
  return finish(t, {
    behind: hood(t),
    front,
    headwear: hat.markup,
    hideHeadAbove: hat.hideHeadAbove,
  });
};
