import { darken } from './colour';
import type { CostumeDrawer, PixelPoint } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { crown } from './hats';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { ermineTails, furStrokes } from './textures';
import { capePath, shoulderLine, torsoPath } from './torso';

/*
 * Royal Portrait: a crimson velvet robe under a cape of ermine (white fur with black tail
 * tips), a jewelled gold chain across the chest, and a crown over a velvet cap.
 */

const VELVET = '#6e0c18';
const GOLD = '#c9a040';

/** The ermine cape over the shoulders: round the neck for the male cut, off it for the female. */
function ermine(t: Tailor): string {
  const { u, cut, box } = t.body;
  const brush = t.front;
  const female = cut === 'female';
  const depth = 0.6;
  const d = capePath(t.body, {
    depth,
    front: female ? 0.75 : 1.0,
    // Meeting a fifth of a face under the pit: lower left a column of skin from chin to
    // chest that read as a long neck.
    close: female ? 0.2 : 0.02,
    lift: 0.08,
    widen: 0.12,
    neckOpen: female ? 2.8 : 1.2,
  });
  const clip = brush.layer.clip(d);
  const tails: PixelPoint[] = [];
  const step = 0.34 * u;
  for (let row = 0; box.y + row * step * 0.8 < 2.2 * u; row++) {
    const y = -0.2 * u + row * step * 0.8;
    for (let x = box.x + (row % 2) * step * 0.5; x < box.x + box.width; x += step) {
      tails.push({ x: x + (t.random() - 0.5) * 0.06 * u, y: y + (t.random() - 0.5) * 0.06 * u });
    }
  }
  const furLine = (s: number) =>
    shoulderLine(t.body, { widen: 0.12 }, s).map(([x, y]) => ({ x, y: y + depth * u * 0.4 }));
  return [
    drawCloth(t, brush, {
      d,
      base: '#ece6da',
      contrast: 0.9,
      texture: { scale: 0.12, strength: 0.12 },
    }),
    `<g clip-path="${clip}">`,
    ...[-1, 1].map((s) =>
      furStrokes(
        t.random,
        furLine(s),
        depth * u * 1.1,
        ['#ffffff', '#e4ded2', '#cfc6b8', '#a89e90'],
        0.08 * u,
        150,
        { x: s * 0.4, y: 1 },
      ),
    ),
    ermineTails(tails, 0.05 * u),
    '</g>',
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
    d: torsoPath(t.body, cut === 'female' ? { neckline: 0.36, neckOpen: 3 } : {}),
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
