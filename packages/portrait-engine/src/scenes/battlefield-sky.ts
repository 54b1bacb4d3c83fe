import { createRandom, seedFrom } from '../prng';
import { fixed, gradient, paintSvgOver, ridge } from './paint-kit';
import type { Scene } from './scene';
import { paintSky } from './sky';

const seed = seedFrom('battlefield-sky');

/**
 * A standard on a tall pole with a gilt finial, its cloth streaming in the wind towards
 * `side` (1 to the right, -1 to the left).
 */
function banner(x: number, top: number, pole: number, size: number, fill: string, side: 1 | -1) {
  const s = size * side;
  const a = size * 0.1;
  const y0 = top + size * 0.04;
  const y1 = y0 + size * 0.62;
  const cloth = [
    `M ${fixed(x)},${fixed(y0)}`,
    `Q ${fixed(x + s / 4)},${fixed(y0 - a)} ${fixed(x + s / 2)},${fixed(y0)}`,
    `Q ${fixed(x + (3 * s) / 4)},${fixed(y0 + a)} ${fixed(x + s)},${fixed(y0)}`,
    `L ${fixed(x + s)},${fixed(y1)}`,
    `Q ${fixed(x + (3 * s) / 4)},${fixed(y1 + a)} ${fixed(x + s / 2)},${fixed(y1)}`,
    `Q ${fixed(x + s / 4)},${fixed(y1 - a)} ${fixed(x)},${fixed(y1)} Z`,
  ].join(' ');
  return [
    `<line x1="${fixed(x)}" y1="${fixed(top)}" x2="${fixed(x)}" y2="${fixed(top + pole)}" stroke="#2a1a0e" stroke-width="${fixed(size * 0.04)}"/>`,
    `<path d="${cloth}" fill="${fill}" stroke="#1a0a04" stroke-width="1.5"/>`,
    `<circle cx="${fixed(x)}" cy="${fixed(top - size * 0.03)}" r="${fixed(size * 0.05)}" fill="#f0c860"/>`,
  ].join('');
}

/** Lances and pennants of a distant army along the horizon. */
function lances(w: number, horizon: number): string {
  const random = createRandom(seed + 3);
  const out: string[] = [];
  for (let x = w * 0.01; x < w; x += w * (0.008 + random() * 0.014)) {
    const height = w * (0.03 + random() * 0.03);
    out.push(
      `<line x1="${fixed(x)}" y1="${fixed(horizon)}" x2="${fixed(x + w * 0.006)}" y2="${fixed(horizon - height)}"/>`,
    );
  }
  return `<g stroke="#241a22" stroke-width="1.6">${out.join('')}</g>`;
}

/** Smoke of cannon fire: a pall hanging over the field and two columns rising from it. */
function smoke(w: number, horizon: number): string {
  const random = createRandom(seed + 5);
  const columns = [0.14, 0.84].map((x) => {
    const puffs = Array.from({ length: 6 }, (_, i) => {
      const px = w * (x + (random() - 0.5) * 0.05 + i * 0.012);
      const py = horizon - w * 0.05 * i;
      return `<ellipse cx="${fixed(px)}" cy="${fixed(py)}" rx="${fixed(w * (0.05 + i * 0.012))}" ry="${fixed(w * 0.035)}"/>`;
    });
    return puffs.join('');
  });
  return [
    `<g fill="#9a9284" opacity="0.45" filter="url(#smoke)">${columns.join('')}</g>`,
    `<ellipse cx="${w / 2}" cy="${fixed(horizon)}" rx="${fixed(w * 0.7)}" ry="${fixed(w * 0.035)}" fill="#d8c8a8" opacity="0.5" filter="url(#smoke)"/>`,
  ].join('');
}

function body(w: number, h: number): string {
  const horizon = h * 0.6;
  const random = createRandom(seed);
  const hills = ridge(random, w, h, [0.58, 0.55, 0.6, 0.57, 0.54], 0.03);
  return [
    '<defs>',
    '<filter id="smoke"><feGaussianBlur stdDeviation="12"/></filter>',
    gradient('linear', 'field', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#5a4a3a'],
      [1, '#2a2018'],
    ]),
    gradient('linear', 'tricolour', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, '#1a3a8a'],
      [0.33, '#1a3a8a'],
      [0.33, '#f0ece0'],
      [0.66, '#f0ece0'],
      [0.66, '#c0202a'],
      [1, '#c0202a'],
    ]),
    gradient('linear', 'standard', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#b01c24'],
      [0.8, '#b01c24'],
      [0.8, '#e8c060'],
      [1, '#e8c060'],
    ]),
    '</defs>',
    `<polygon points="${hills}" fill="url(#field)"/>`,
    lances(w, horizon),
    smoke(w, horizon),
    banner(w * 0.08, h * 0.1, h * 0.9, w * 0.26, 'url(#tricolour)', 1),
    banner(w * 0.93, h * 0.16, h * 0.84, w * 0.2, 'url(#standard)', -1),
  ].join('');
}

/** A stormy battle sky breaking gold over the horizon, smoke, lances and standards. */
export const battlefieldSky: Scene = {
  name: 'battlefield-sky',
  paint(width, height) {
    const sky = paintSky(
      width,
      height,
      [
        [0, [46, 56, 80]],
        [0.3, [84, 92, 112]],
        [0.5, [226, 180, 110]],
        [0.6, [250, 214, 150]],
      ],
      {
        seed,
        size: 0.45,
        cover: -0.15,
        dark: [52, 56, 72],
        lit: [236, 196, 130],
        litFrom: 1,
        stretch: 2.2,
      },
    );
    return paintSvgOver(sky, body(width, height));
  },
  light: {
    from: { x: -0.8, y: 0.2 },
    falloff: 2.5,
    lit: [1.1, 1.02, 0.9],
    shade: [0.74, 0.74, 0.82],
    rim: [255, 210, 140],
    rimStrength: 0.6,
    spill: 0.14,
    glow: { colour: [255, 210, 140], strength: 0.3, x: -1.2, y: 1.4, spread: 2.4 },
  },
};
