import { lighten } from './colour';
import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, tailor } from './garment';
import { wizardHat } from './hats';
import { castShadow } from './shading';
import { f } from './svg';
import { runes } from './textures';
import { torsoPath } from './torso';

/*
 * Commanding Wizard: a deep robe with bands of rune embroidery along its opening and collar,
 * and a tall pointed hat.
 */

const ROBE = '#2a1f5a';
const THREAD = '#d8b860';

export const wizard: CostumeDrawer = (input) => {
  const t = tailor('wizard', input);
  const { u, shoulderHalf, neckHalf, bottom, cut } = t.body;
  const brush = t.front;
  const robe = drawCloth(t, brush, {
    d: torsoPath(t.body, { widen: 0.15, neckline: cut === 'female' ? 0.4 : 0.1, neckOpen: 1.4 }),
    base: ROBE,
    contrast: 1.4,
    sheen: 0.3,
    folds: hangingFolds(t, -shoulderHalf * 1.3, shoulderHalf * 1.3, 0.6 * u, 8),
    texture: { scale: 0.25, strength: 0.1 },
  });
  const band = (s: number) =>
    `M${f(s * neckHalf * 1.2)},${f(-0.05 * u)} L${f(s * neckHalf * 2.1)},${f(0.05 * u)} L${f(s * 0.22 * u)},${f(bottom + u)} L${f(s * 0.02 * u)},${f(bottom + u)} Z`;
  const glyphs = [-1, 1]
    .map((s) =>
      runes(
        t.random,
        { x: s * neckHalf * 1.55, y: 0.15 * u },
        { x: s * 0.14 * u, y: bottom },
        0.14 * u,
      ),
    )
    .join(' ');
  const front = [
    robe,
    castShadow(brush, { x: 0, y: 0.1 * u }, neckHalf * 2, 0.15 * u, 0.5),
    ...[-1, 1].map((s) => drawCloth(t, brush, { d: band(s), base: '#4a1a2a', contrast: 1.3 })),
    `<path d="${glyphs}" fill="none" stroke="${lighten(THREAD, 0.1)}" stroke-width="${f(0.025 * u)}" stroke-linecap="round"/>`,
  ].join('');
  const hat = wizardHat(t, ROBE);
  return finish(t, { front, headwear: hat.markup, hideHeadAbove: hat.hideHeadAbove });
};
