import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { castShadow, metalFill } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';
import { tricorn } from './tricorn';

/*
 * Fierce Pirate Captain: a long coat with wide gold-trimmed lapels, a white shirt with a
 * ruffled jabot at the throat, a leather baldric across the chest, and a tricorn.
 */

const COAT = '#5a1418';
const GOLD = '#c9a040';
const LINEN = '#eee8da';

function jabot(t: Tailor): string {
  const { u } = t.body;
  const brush = t.front;
  const layers: string[] = [];
  const rows = t.body.cut === 'middle' ? 4 : 5;
  for (let n = rows - 1; n >= 0; n--) {
    const y = 0.05 * u + n * 0.17 * u;
    const w = (0.18 + n * 0.035) * u;
    const d = `M${f(-w * 0.5)},${f(y)} Q${f(-w * 1.3)},${f(y + 0.2 * u)} ${f(-w)},${f(y + 0.28 * u)} Q${f(-w * 0.4)},${f(y + 0.2 * u)} 0,${f(y + 0.3 * u)} Q${f(w * 0.4)},${f(y + 0.2 * u)} ${f(w)},${f(y + 0.28 * u)} Q${f(w * 1.3)},${f(y + 0.2 * u)} ${f(w * 0.5)},${f(y)} Z`;
    layers.push(drawCloth(t, brush, { d, base: LINEN, contrast: 1.3, top: y }));
  }
  return layers.join('');
}

/** The female cut: a shirt open in a V with ruffled edges, and a laced leather bodice. */
function bodice(t: Tailor): string {
  const { u, shoulderHalf, neckHalf, bottom } = t.body;
  const brush = t.front;
  const half = (s: number) =>
    `M${f(s * neckHalf * 1.5)},${f(-0.08 * u)} L${f(s * 0.005 * u)},${f(0.62 * u)} L${f(s * 0.005 * u)},${f(bottom + u)} L${f(s * shoulderHalf * 0.5)},${f(bottom + u)} Z`;
  const ruffle = (s: number) => {
    const bits: string[] = [];
    for (let n = 0; n < 6; n++) {
      const k = n / 6;
      const x = s * (neckHalf * 1.5 * (1 - k) + 0.03 * u * k);
      const y = -0.05 * u + 0.67 * u * k;
      bits.push(
        `M${f(x)},${f(y)} q${f(s * 0.08 * u)},${f(0.02 * u)} ${f(s * 0.02 * u)},${f(0.11 * u)}`,
      );
    }
    return bits.join(' ');
  };
  const corset = `M${f(-shoulderHalf * 0.42)},${f(0.78 * u)} Q0,${f(0.62 * u)} ${f(shoulderHalf * 0.42)},${f(0.78 * u)} L${f(shoulderHalf * 0.36)},${f(bottom + u)} L${f(-shoulderHalf * 0.36)},${f(bottom + u)} Z`;
  const lacing: string[] = [];
  for (let y = 0.8 * u; y < bottom; y += 0.14 * u) {
    lacing.push(
      `M${f(-0.07 * u)},${f(y)} L${f(0.07 * u)},${f(y + 0.12 * u)} M${f(0.07 * u)},${f(y)} L${f(-0.07 * u)},${f(y + 0.12 * u)}`,
    );
  }
  return [
    ...[-1, 1].map((s) => drawCloth(t, brush, { d: half(s), base: LINEN, contrast: 1.2, top: 0 })),
    `<path d="${ruffle(-1)} ${ruffle(1)}" fill="none" stroke="#b8b0a0" stroke-width="${f(0.03 * u)}" stroke-linecap="round"/>`,
    castShadow(brush, { x: 0, y: 0.85 * u }, shoulderHalf * 0.45, 0.1 * u, 0.5),
    drawCloth(t, brush, { d: corset, base: '#3a2418', contrast: 1.4, top: 0.7 * u }),
    `<path d="${lacing.join(' ')}" stroke="#d8cdb4" stroke-width="${f(0.018 * u)}" stroke-linecap="round"/>`,
  ].join('');
}

/** The shirt under the coat, with the jabot cascading from the throat. */
function shirtAndJabot(t: Tailor): string {
  const { u, shoulderHalf, neckHalf, bottom } = t.body;
  const shirt = `M${f(-neckHalf * 1.2)},${f(-0.12 * u)} Q0,${f(0 * u)} ${f(neckHalf * 1.2)},${f(-0.12 * u)} L${f(shoulderHalf * 0.5)},${f(bottom + u)} L${f(-shoulderHalf * 0.5)},${f(bottom + u)} Z`;
  return [
    drawCloth(t, t.front, {
      d: shirt,
      base: LINEN,
      contrast: 1.2,
      folds: hangingFolds(t, -neckHalf, neckHalf, 0.3 * u, 3, 0.1),
    }),
    castShadow(t.front, { x: 0, y: 0.05 * u }, neckHalf * 1.5, 0.14 * u, 0.5),
    jabot(t),
  ].join('');
}

export const pirate: CostumeDrawer = (input) => {
  const t = tailor('pirate', input);
  const { u, shoulderHalf, neckHalf, bottom } = t.body;
  const brush = t.front;
  const lapel = (s: number) =>
    `M${f(s * neckHalf * 1.3)},${f(-0.08 * u)} L${f(s * shoulderHalf * 0.75)},${f(0.25 * u)} L${f(s * shoulderHalf * 0.55)},${f(1.1 * u)} L${f(s * shoulderHalf * 0.32)},${f(bottom + u)} L${f(s * neckHalf * 1.1)},${f(bottom + u)} L${f(s * neckHalf * 1.35)},${f(0.6 * u)} Z`;
  const baldric = `M${f(shoulderHalf * 0.75)},${f(0.2 * u)} L${f(shoulderHalf * 0.95)},${f(0.35 * u)} L${f(-shoulderHalf * 0.6)},${f(bottom + u)} L${f(-shoulderHalf * 0.85)},${f(bottom + u)} Z`;
  const buttons = [0.6, 1.0, 1.4, 1.8]
    .flatMap((y) => [-1, 1].map((s) => ({ x: s * shoulderHalf * 0.5, y: y * u })))
    .map(
      (p) =>
        `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(0.05 * u)}" fill="${metalFill(brush, GOLD, p, 0.05 * u)}"/>`,
    )
    .join('');
  const front = [
    drawCloth(t, brush, {
      d: torsoPath(
        t.body,
        t.body.cut === 'female' ? { widen: 0.1, neckline: 0.66, neckOpen: 1.6 } : { widen: 0.1 },
      ),
      base: COAT,
      contrast: 1.4,
      folds: hangingFolds(t, -shoulderHalf * 1.3, shoulderHalf * 1.3, 0.7 * u, 7),
      texture: { scale: 0.25, strength: 0.12 },
    }),
    t.body.cut === 'female' ? bodice(t) : shirtAndJabot(t),
    ...[-1, 1].map(
      (s) =>
        drawCloth(t, brush, { d: lapel(s), base: COAT, contrast: 1.6 }) +
        `<path d="${lapel(s)}" fill="none" stroke="${GOLD}" stroke-width="${f(0.04 * u)}"/>`,
    ),
    drawCloth(t, brush, { d: baldric, base: '#3e2616', contrast: 1.3 }),
    buttons,
  ].join('');
  const hat = tricorn(t);
  return finish(t, { front, headwear: hat.markup, hideHeadAbove: hat.hideHeadAbove });
};
