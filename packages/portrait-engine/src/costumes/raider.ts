import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { furStrokes } from './textures';
import { capePath, shoulderLine, torsoPath } from './torso';

/*
 * Hearth-Forged Raider: a shaggy fur mantle over the shoulders, a leather jerkin, a coarse wool
 * tunic at the chest and a bronze brooch pinning the mantle. The chest was mail, a tiled ring
 * pattern far finer than the painting's strokes: painted over, it came out a mesh.
 */

const LEATHER = '#5a3a22';
const FUR = '#4e3f32';
const WOOL = '#6a5a44';

function mantle(t: Tailor): string {
  const { u } = t.body;
  const brush = t.front;
  const depth = 0.85;
  const d = capePath(t.body, {
    depth,
    front: 1.05,
    close: 0.15,
    lift: 0.22,
    widen: 0.3,
    neckOpen: 1.3,
    shag: 0.22,
    random: t.random,
  });
  const clip = brush.layer.clip(d);
  const line = (s: number) =>
    shoulderLine(t.body, { widen: 0.3, lift: 0.1 }, s).map(([x, y]) => ({
      x,
      y: y + depth * u * 0.45,
    }));
  const layer = (tones: string[], length: number, count: number) =>
    [-1, 1]
      .map((s) =>
        furStrokes(t.random, line(s), depth * u * 1.3, tones, length * u, count, {
          x: s * 0.35,
          y: 1,
        }),
      )
      .join('');
  return [
    drawCloth(t, brush, { d, base: FUR, contrast: 1.3, texture: { scale: 0.15, strength: 0.25 } }),
    `<g clip-path="${clip}">`,
    layer(['#2a2018', '#3a2e24', '#241c16'], 0.24, 170),
    layer(['#5e4e3e', '#6b5a48', '#4e3e30'], 0.2, 210),
    layer(['#8a7660', '#9a8468', '#7a6450'], 0.14, 140),
    '</g>',
  ].join('');
}

export const raider: CostumeDrawer = (input) => {
  const t = tailor('raider', input);
  const { u, shoulderHalf } = t.body;
  const brush = t.front;
  const jerkin = drawCloth(t, brush, {
    d: torsoPath(t.body),
    base: LEATHER,
    contrast: 1.3,
    texture: { scale: 0.2, strength: 0.18 },
  });
  const tunic = drawCloth(t, brush, {
    d: `M${f(-shoulderHalf * 0.5)},${f(0.5 * u)} L${f(shoulderHalf * 0.5)},${f(0.5 * u)} L${f(shoulderHalf * 0.45)},${f(t.body.bottom + u)} L${f(-shoulderHalf * 0.45)},${f(t.body.bottom + u)} Z`,
    base: WOOL,
    contrast: 1.1,
    texture: { scale: 0.12, strength: 0.2 },
    folds: hangingFolds(t, -shoulderHalf * 0.4, shoulderHalf * 0.4, 0.5 * u, 3),
  });
  const brooch = `<circle cx="${f(-shoulderHalf * 0.45)}" cy="${f(0.55 * u)}" r="${f(0.13 * u)}" fill="${metalFill(brush, '#b07a3a', { x: -shoulderHalf * 0.45, y: 0.55 * u }, 0.13 * u)}" stroke="#3a2410" stroke-width="${f(0.02 * u)}"/>`;
  return finish(t, {
    front:
      jerkin +
      tunic +
      castShadow(brush, { x: 0, y: 0.8 * u }, shoulderHalf, 0.2 * u, 0.6) +
      mantle(t) +
      brooch,
  });
};
