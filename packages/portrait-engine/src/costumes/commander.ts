import { darken } from './colour';
import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { bicorne, star } from './hats';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Imperial Commander: a Napoleonic-era coat of dark blue with a high red collar, gold
 * epaulettes, a white plastron, a sash across the chest and a star and medals; a bicorne.
 */

const COAT = '#1c2a4e';
const GOLD = '#d0a848';

function epaulette(t: Tailor, s: number): string {
  const { u, shoulderHalf, shoulderY } = t.body;
  const brush = t.front;
  const cx = s * shoulderHalf * 0.85;
  const cy = shoulderY;
  const fringe: string[] = [];
  for (let n = 0; n < 9; n++) {
    const x = cx + (n - 4) * 0.07 * u;
    fringe.push(`M${f(x)},${f(cy + 0.1 * u)} L${f(x + s * 0.02 * u)},${f(cy + 0.45 * u)}`);
  }
  return [
    `<path d="${fringe.join(' ')}" stroke="${metalFill(brush, GOLD, { x: cx, y: cy }, 0.4 * u)}" stroke-width="${f(0.05 * u)}" stroke-linecap="round"/>`,
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(0.36 * u)}" ry="${f(0.16 * u)}" fill="${metalFill(brush, GOLD, { x: cx, y: cy }, 0.36 * u)}" stroke="${darken(GOLD, 0.6)}" stroke-width="${f(0.015 * u)}"/>`,
  ].join('');
}

/**
 * The chest: a white plastron down the middle, or for the female cut a fitted coat closed
 * with rows of gold braid frogging across it.
 */
function chest(t: Tailor): string {
  const { u, neckHalf, bottom, shoulderHalf, cut } = t.body;
  const brush = t.front;
  if (cut !== 'female') {
    const plastron = `M${f(-neckHalf * 1.1)},${f(0.05 * u)} L${f(neckHalf * 1.1)},${f(0.05 * u)} L${f(neckHalf * 1.5)},${f(bottom + u)} L${f(-neckHalf * 1.5)},${f(bottom + u)} Z`;
    return drawCloth(t, brush, { d: plastron, base: '#e8e0cc', contrast: 1.1 });
  }
  const braid = metalFill(brush, GOLD, { x: 0, y: u }, shoulderHalf * 0.5);
  const rows: string[] = [];
  for (let y = 0.3 * u; y < bottom; y += 0.22 * u) {
    const w = shoulderHalf * (0.3 + Math.min(0.12, (y / u) * 0.05));
    rows.push(
      `M${f(-w)},${f(y)} Q0,${f(y + 0.06 * u)} ${f(w)},${f(y)}`,
      `M${f(-w)},${f(y)} m${f(-0.04 * u)},0 a${f(0.04 * u)},${f(0.04 * u)} 0 1 0 ${f(0.08 * u)},0`,
      `M${f(w)},${f(y)} m${f(-0.04 * u)},0 a${f(0.04 * u)},${f(0.04 * u)} 0 1 0 ${f(0.08 * u)},0`,
    );
  }
  return `<path d="${rows.join(' ')}" fill="none" stroke="${darken(GOLD, 0.5)}" stroke-width="${f(0.05 * u)}" stroke-linecap="round"/><path d="${rows.join(' ')}" fill="none" stroke="${braid}" stroke-width="${f(0.03 * u)}" stroke-linecap="round"/>`;
}

export const commander: CostumeDrawer = (input) => {
  const t = tailor('commander', input);
  const { u, shoulderHalf, neckHalf } = t.body;
  const brush = t.front;
  const coat = drawCloth(t, brush, {
    d: torsoPath(t.body, { lift: 0.05 }),
    base: COAT,
    contrast: 1.3,
    folds: hangingFolds(t, -shoulderHalf, shoulderHalf, 0.8 * u, 5),
    texture: { scale: 0.3, strength: 0.08 },
  });
  const collar = `M${f(-neckHalf * 1.15)},${f(-0.3 * u)} Q0,${f(-0.2 * u)} ${f(neckHalf * 1.15)},${f(-0.3 * u)} L${f(neckHalf * 1.3)},${f(0.08 * u)} Q0,${f(0.18 * u)} ${f(-neckHalf * 1.3)},${f(0.08 * u)} Z`;
  const sash = `M${f(-shoulderHalf * 0.9)},${f(0.3 * u)} L${f(-shoulderHalf * 0.6)},${f(0.15 * u)} L${f(shoulderHalf * 0.9)},${f(1.9 * u)} L${f(shoulderHalf * 0.7)},${f(2.3 * u)} Z`;
  const medals = [-0.55, -0.38, -0.21]
    .map(
      (x) =>
        `<rect x="${f(x * shoulderHalf - 0.05 * u)}" y="${f(0.9 * u)}" width="${f(0.1 * u)}" height="${f(0.12 * u)}" fill="#b8202a"/><circle cx="${f(x * shoulderHalf)}" cy="${f(1.1 * u)}" r="${f(0.06 * u)}" fill="${metalFill(brush, GOLD, { x: x * shoulderHalf, y: 1.1 * u }, 0.06 * u)}"/>`,
    )
    .join('');
  const front = [
    coat,
    chest(t),
    drawCloth(t, brush, { d: sash, base: '#b01c24', contrast: 1.3, sheen: 0.3 }),
    castShadow(brush, { x: 0, y: 0.12 * u }, neckHalf * 2, 0.12 * u, 0.6),
    drawCloth(t, brush, { d: collar, base: '#9a1820', contrast: 1.2, top: -0.2 * u }),
    `<path d="${collar}" fill="none" stroke="${GOLD}" stroke-width="${f(0.03 * u)}"/>`,
    medals,
    `<g fill="${metalFill(brush, '#d8d8e0', { x: shoulderHalf * 0.45, y: 1.2 * u }, 0.2 * u)}">${star(shoulderHalf * 0.45, 1.2 * u, 0.16 * u)}</g>`,
    epaulette(t, -1),
    epaulette(t, 1),
  ].join('');
  const hat = bicorne(t);
  return finish(t, { front, headwear: hat.markup, hideHeadAbove: hat.hideHeadAbove });
};
