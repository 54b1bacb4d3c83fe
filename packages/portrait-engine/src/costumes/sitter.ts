import { darken, lighten } from './colour';
import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { castShadow } from './shading';
import { f, polygon } from './svg';
import { capePath, torsoPath } from './torso';

/*
 * A plain, timeless painted garment for a description that names no role: a dark coat over a
 * white shirt, or a dress with a shawl over the shoulders.
 */

function coat(t: Tailor): string {
  const { u, bottom, neckHalf, cut } = t.body;
  const brush = t.front;
  const shirt = `M${f(-neckHalf * 1.2)},${f(-0.1 * u)} L${f(neckHalf * 1.2)},${f(-0.1 * u)} L${f(neckHalf * 0.9)},${f(1.6 * u)} L${f(-neckHalf * 0.9)},${f(1.6 * u)} Z`;
  const open = cut === 'middle' ? 0.9 : 1.3;
  const leftCoat = `${torsoPath(t.body, { neckOpen: 1.1 })}`;
  const lapel = (s: number) =>
    polygon([
      [s * neckHalf * 1.1, -0.05 * u],
      [s * neckHalf * 2.2, 0.25 * u],
      [s * neckHalf * 1.5, 0.55 * u],
      [s * neckHalf * 1.7, 0.65 * u],
      [s * 0.02 * u, open * u],
      [s * neckHalf * 0.6, 0.2 * u],
    ]);
  const coatColour = '#2b2620';
  const vee = polygon([
    [-neckHalf * 1.05, -0.04 * u],
    [neckHalf * 1.05, -0.04 * u],
    [0, open * u],
  ]);
  const wing = (s: number) =>
    polygon([
      [s * neckHalf * 1.02, -0.2 * u],
      [s * neckHalf * 1.5, 0.18 * u],
      [s * 0.04 * u, 0.22 * u],
      [s * neckHalf * 0.3, 0.02 * u],
    ]);
  return [
    drawCloth(t, brush, {
      d: leftCoat,
      base: coatColour,
      folds: hangingFolds(t, -t.body.shoulderHalf, t.body.shoulderHalf, 0.6 * u, 6),
      texture: { scale: 0.3, strength: 0.1 },
    }),
    `<path d="${vee}" fill="${darken(coatColour, 0.4)}"/>`,
    `<g clip-path="${brush.layer.clip(vee)}">${drawCloth(t, brush, { d: shirt, base: '#e8e2d4', contrast: 0.8 })}</g>`,
    castShadow(brush, { x: 0, y: 0.3 * u }, neckHalf * 1.4, 0.18 * u, 0.4),
    ...[-1, 1].map((s) =>
      drawCloth(t, brush, { d: wing(s), base: '#ece6da', contrast: 1.2, top: 0 }),
    ),
    drawCloth(t, brush, { d: lapel(-1), base: lighten(coatColour, 0.06), contrast: 1.3 }),
    drawCloth(t, brush, { d: lapel(1), base: lighten(coatColour, 0.06), contrast: 1.3 }),
    `<path d="M0,${f(open * u)} L0,${f(bottom)}" stroke="${darken(coatColour, 0.6)}" stroke-width="${f(u * 0.03)}"/>`,
  ].join('');
}

function dress(t: Tailor): string {
  const { u, shoulderHalf } = t.body;
  const brush = t.front;
  const base = '#2e3f4a';
  const shawl = capePath(t.body, {
    depth: 1.2,
    front: 1.7,
    close: 1.05,
    lift: 0.04,
    widen: 0.1,
    neckOpen: 3.2,
  });
  return [
    drawCloth(t, brush, {
      d: torsoPath(t.body, { neckline: 0.42, neckOpen: 2.6 }),
      base,
      folds: hangingFolds(t, -shoulderHalf * 0.6, shoulderHalf * 0.6, 0.7 * u, 4),
      texture: { scale: 0.3, strength: 0.08 },
      sheen: 0.3,
    }),
    castShadow(brush, { x: 0, y: 1.05 * u }, shoulderHalf * 0.5, 0.12 * u, 0.5),
    drawCloth(t, brush, {
      d: shawl,
      base: '#6e5a46',
      contrast: 0.9,
      folds: hangingFolds(t, -shoulderHalf * 1.2, shoulderHalf * 1.2, 0.2 * u, 7, 0.22),
      texture: { scale: 0.12, strength: 0.14 },
    }),
  ].join('');
}

export const sitter: CostumeDrawer = (input) => {
  const t = tailor('sitter', input);
  return finish(t, { front: t.body.cut === 'female' ? dress(t) : coat(t) });
};
