import type { CostumeDrawer } from './costume';
import { drawCloth, finish, hangingFolds, type Tailor, tailor } from './garment';
import { castShadow } from './shading';
import { f } from './svg';
import { torsoPath } from './torso';

/*
 * Renaissance Art (Caravaggio): a dark brown velvet doublet with a row of buttons, and a white collar
 * — a falling band lying on the shoulders, or a pleated ruff for the female cut — lit hard.
 * The velvet's sheen on the lit shoulder is what keeps the body in the dark: a near-black
 * doublet left a head and a collar floating over a void.
 */

const DOUBLET = '#34251a';
const LINEN = '#ece6d8';

function fallingBand(t: Tailor): string {
  const { u, neckHalf } = t.body;
  const w = neckHalf * 1.15;
  const d = `M${f(-w)},${f(-0.12 * u)} Q0,${f(0.02 * u)} ${f(w)},${f(-0.12 * u)} L${f(w * 2.6)},${f(0.2 * u)} Q${f(w * 2.4)},${f(0.55 * u)} ${f(w * 0.3)},${f(0.6 * u)} L0,${f(0.3 * u)} L${f(-w * 0.3)},${f(0.6 * u)} Q${f(-w * 2.4)},${f(0.55 * u)} ${f(-w * 2.6)},${f(0.2 * u)} Z`;
  return drawCloth(t, t.front, { d, base: LINEN, contrast: 1.6, top: 0 });
}

/** Pleats radiating round a ruff, between two ellipses, over the arc from a0 to a1. */
function pleats(rx: number, ry: number, cy: number, a0: number, a1: number, count: number): string {
  const lines: string[] = [];
  for (let n = 0; n <= count; n++) {
    const a = a0 + ((a1 - a0) * n) / count;
    const c = Math.cos(a);
    const s = Math.sin(a);
    lines.push(`M${f(c * rx * 0.5)},${f(cy + s * ry * 0.5)} L${f(c * rx)},${f(cy + s * ry)}`);
  }
  return lines.join(' ');
}

/**
 * A millstone ruff: its back rises behind the neck, its front lies just under the chin, as the
 * ruffs of the portraits sat, close under the jaw. Sat at the neck's pit it showed a column of
 * neck in the jaw's shadow, a dark post between a lit face and a lit ruff: a head on a stand.
 */
function ruff(t: Tailor): { behind: string; front: string } {
  const { u, neckHalf, chinY } = t.body;
  const rx = neckHalf * 3.3;
  const ry = 0.44 * u;
  const cy = chinY + 0.06 * u;
  const scallop = (a0: number, a1: number) => {
    const points: string[] = [];
    const count = 28;
    for (let n = 0; n <= count; n++) {
      const a = a0 + ((a1 - a0) * n) / count;
      const r = n % 2 === 0 ? 1 : 0.93;
      points.push(`${f(Math.cos(a) * rx * r)},${f(cy + Math.sin(a) * ry * r)}`);
    }
    return points.join(' L');
  };
  // The back bellies down under the front's upper edge: a straight close left a dark sliver of
  // the scene across the ruff between the two halves.
  const back = `M${scallop(Math.PI, 2 * Math.PI)} Q0,${f(cy + ry * 0.3)} ${f(-rx)},${f(cy)} Z`;
  // The front's inner rim arches up under the chin, as a ruff's near rim wraps round the neck
  // towards the viewer: dipping there, it opened a window onto the neck.
  const front = `M${scallop(0, Math.PI)} Q0,${f(cy - ry * 0.2)} ${f(rx)},${f(cy)} Z`;
  const lines = (d: string, a0: number, a1: number, brush: Tailor['front']) =>
    `<path d="${pleats(rx, ry, cy, a0, a1, 26)}" clip-path="${brush.layer.clip(d)}" stroke="#8a8276" stroke-opacity="0.7" stroke-width="${f(0.025 * u)}"/>`;
  return {
    behind:
      drawCloth(t, t.behind, { d: back, base: LINEN, contrast: 1.3, top: cy - ry }) +
      lines(back, Math.PI, 2 * Math.PI, t.behind),
    front:
      drawCloth(t, t.front, { d: front, base: LINEN, contrast: 1.5, top: cy }) +
      lines(front, 0, Math.PI, t.front),
  };
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
    sheen: 0.5,
  });
  const buttons = [0.75, 1.05, 1.35, 1.65, 1.95]
    .map((y) => `<circle cx="0" cy="${f(y * u)}" r="${f(0.035 * u)}" fill="#6a5238"/>`)
    .join('');
  const collar = cut === 'female' ? ruff(t) : { behind: '', front: fallingBand(t) };
  const shadow = castShadow(t.front, { x: 0, y: 0.6 * u }, shoulderHalf * 0.6, 0.15 * u, 0.5);
  return finish(t, {
    behind: collar.behind,
    front: [doublet, buttons, shadow, collar.front].join(''),
  });
};
