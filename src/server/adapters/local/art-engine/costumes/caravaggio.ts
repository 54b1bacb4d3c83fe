import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { castShadow } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Renaissance Art (Caravaggio): a near-black doublet with a row of buttons, and a white collar
 * — a falling band lying on the shoulders, or a pleated ruff for the female cut — lit hard.
 */

const DOUBLET = '#2a211a';
const LINEN = '#ece6d8';

function fallingBand(t: Tailor): string {
  const { u, neckHalf } = t.body;
  const w = neckHalf * 1.15;
  const d = `M${f(-w)},${f(-0.12 * u)} Q0,${f(0.02 * u)} ${f(w)},${f(-0.12 * u)} L${f(w * 2.6)},${f(0.2 * u)} Q${f(w * 2.4)},${f(0.55 * u)} ${f(w * 0.3)},${f(0.6 * u)} L0,${f(0.3 * u)} L${f(-w * 0.3)},${f(0.6 * u)} Q${f(-w * 2.4)},${f(0.55 * u)} ${f(-w * 2.6)},${f(0.2 * u)} Z`;
  return drawCloth(t, t.front, { d, base: LINEN, contrast: 1.6, top: 0 });
}

function ruff(t: Tailor): string {
  const { u, neckHalf } = t.body;
  const brush = t.front;
  const parts: string[] = [];
  const rx = neckHalf * 2.6;
  const ry = 0.32 * u;
  const count = 22;
  for (let n = 0; n < count; n++) {
    const a = Math.PI * (n / (count - 1));
    const x = -Math.cos(a) * rx;
    const y = Math.sin(a) * ry * 0.7 - 0.05 * u;
    parts.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(0.12 * u)}" ry="${f(0.16 * u)}"/>`);
  }
  const body = `M${f(-rx - 0.1 * u)},${f(-0.1 * u)} Q0,${f(0.5 * u)} ${f(rx + 0.1 * u)},${f(-0.1 * u)} L${f(rx)},${f(-0.25 * u)} Q0,${f(0.05 * u)} ${f(-rx)},${f(-0.25 * u)} Z`;
  return (
    drawCloth(t, brush, { d: body, base: LINEN, contrast: 1.5, top: 0 }) +
    `<g fill="${LINEN}" stroke="#9a9284" stroke-width="${f(0.02 * u)}" opacity="0.95">${parts.join('')}</g>`
  );
}

export const caravaggio: CostumeDrawer = (input) => {
  const t = tailor('caravaggio', input);
  const { u, shoulderHalf, cut } = t.body;
  const doublet = drawCloth(t, t.front, {
    d: torsoPath(t.body, { neckOpen: 1.1 }),
    base: DOUBLET,
    contrast: 1.7,
    folds: hangingFolds(t, -shoulderHalf, shoulderHalf, 0.7 * u, 5),
    texture: { scale: 0.3, strength: 0.1 },
  });
  const buttons = [0.75, 1.05, 1.35, 1.65, 1.95]
    .map((y) => `<circle cx="0" cy="${f(y * u)}" r="${f(0.035 * u)}" fill="#6a5238"/>`)
    .join('');
  const collar = cut === 'female' ? ruff(t) : fallingBand(t);
  return finish(t, {
    front:
      doublet +
      buttons +
      castShadow(t.front, { x: 0, y: 0.6 * u }, shoulderHalf * 0.6, 0.15 * u, 0.5) +
      collar,
  });
};
