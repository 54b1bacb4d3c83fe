import { darken } from './colour';
import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { crown } from './hats';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { ermineTails, furStrokes } from './textures';
import { torsoPath } from './torso';

/*
 * Royal Portrait: a crimson velvet robe under a cape of ermine (white fur with black tail
 * tips), a jewelled gold chain across the chest, and a crown over a velvet cap.
 */

const VELVET = '#6e0c18';
const GOLD = '#c9a040';

/** The ermine cape over the shoulders, deeper in front for the male cut. */
function ermine(t: Tailor): string {
  const { u, shoulderHalf, neckHalf, cut, far } = t.body;
  const brush = t.front;
  const depth = cut === 'female' ? 0.5 : 0.85;
  const open = cut === 'female' ? neckHalf * 2.8 : neckHalf * 1.1;
  const inner = cut === 'female' ? 0.05 : -0.06;
  const d = `M${f(-open)},${f(inner * u)} C${f(-shoulderHalf * 0.7)},${f(-0.02 * u)} ${f(-shoulderHalf * 1.2)},${f(0.1 * u)} ${f(-far)},${f(0.9 * u)} L${f(-far)},${f(1.5 * u)} C${f(-shoulderHalf * 1.3)},${f(1.0 * u)} ${f(-shoulderHalf * 0.6)},${f((depth + 0.3) * u)} 0,${f((depth + 0.25) * u)} C${f(shoulderHalf * 0.6)},${f((depth + 0.3) * u)} ${f(shoulderHalf * 1.3)},${f(1.0 * u)} ${f(far)},${f(1.5 * u)} L${f(far)},${f(0.9 * u)} C${f(shoulderHalf * 1.2)},${f(0.1 * u)} ${f(shoulderHalf * 0.7)},${f(-0.02 * u)} ${f(open)},${f(inner * u)} Q0,${f((inner + 0.2) * u)} ${f(-open)},${f(inner * u)} Z`;
  const clip = brush.layer.clip(d);
  const line = [-2.2, -1.6, -1, -0.5, 0, 0.5, 1, 1.6, 2.2].map((x) => ({
    x: x * shoulderHalf * 0.55,
    y: (0.25 + (depth - 0.1) * (1 - Math.abs(x) / 2.4)) * u,
  }));
  const tails = [];
  for (let row = 0; row < 3; row++) {
    for (let n = -6; n <= 6; n++) {
      const x = (n + (row % 2) * 0.5) * 0.32 * u;
      const y = (0.12 + row * 0.28) * u + Math.abs(x) * 0.15;
      tails.push({ x, y });
    }
  }
  return [
    drawCloth(t, brush, {
      d,
      base: '#ece6da',
      contrast: 0.9,
      texture: { scale: 0.12, strength: 0.12 },
    }),
    `<g clip-path="${clip}">${furStrokes(t.random, line, 0.7 * u, ['#ffffff', '#e4ded2', '#cfc6b8', '#b8ae9e'], 0.09 * u, 420, { x: 0.2, y: 1 })}${ermineTails(tails, 0.055 * u)}</g>`,
  ].join('');
}

/** A chain of gold links dipping across the chest, a jewel at its lowest point. */
function chain(t: Tailor): string {
  const { u, shoulderHalf, cut } = t.body;
  const brush = t.front;
  const low = (cut === 'female' ? 1.0 : 1.35) * u;
  const links: string[] = [];
  const count = 15;
  for (let n = 0; n <= count; n++) {
    const s = n / count;
    const x = (s - 0.5) * 2 * shoulderHalf * 0.62;
    const y = low - (low - 0.75 * u) * ((s - 0.5) * 2) ** 2 * 0.9;
    links.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(0.06 * u)}" ry="${f(0.04 * u)}" fill="${metalFill(brush, GOLD, { x, y }, 0.06 * u)}" stroke="${darken(GOLD, 0.55)}" stroke-width="${f(0.012 * u)}"/>`,
    );
  }
  const jewel = `<ellipse cx="0" cy="${f(low + 0.14 * u)}" rx="${f(0.1 * u)}" ry="${f(0.13 * u)}" fill="${metalFill(brush, GOLD, { x: 0, y: low }, 0.12 * u)}"/><ellipse cx="0" cy="${f(low + 0.14 * u)}" rx="${f(0.06 * u)}" ry="${f(0.08 * u)}" fill="#a0102a"/><circle cx="${f(-0.02 * u)}" cy="${f(low + 0.11 * u)}" r="${f(0.018 * u)}" fill="#ffffff"/>`;
  return (
    castShadow(brush, { x: 0, y: low + 0.05 * u }, shoulderHalf * 0.6, 0.08 * u, 0.3) +
    links.join('') +
    jewel
  );
}

export const royal: CostumeDrawer = (input) => {
  const t = tailor('royal', input);
  const { u, shoulderHalf, cut } = t.body;
  const robe = drawCloth(t, t.front, {
    d: torsoPath(t.body, cut === 'female' ? { neckline: 0.5, neckOpen: 3 } : {}),
    base: VELVET,
    contrast: 1.5,
    sheen: 0.35,
    folds: hangingFolds(t, -shoulderHalf * 1.2, shoulderHalf * 1.2, 0.9 * u, 7),
    texture: { scale: 0.25, strength: 0.12 },
  });
  const hat = crown(t);
  return finish(t, {
    front: robe + ermine(t) + chain(t),
    headwear: hat.markup,
    hideHeadAbove: hat.hideHeadAbove,
  });
};
