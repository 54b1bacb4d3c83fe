import { seedFrom } from '../prng';
import { fixed, fractalNoise, gradient, mottle, paintSvg } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('royal-interior');

/** One fold of velvet from the rail to the floor, gathered by the tie-back at `tie` height. */
function fold(w: number, h: number, top: number[], tie: number[], foot: number[]): string {
  const [a = 0, b = 0] = top.map((x) => x * w);
  const [c = 0, d = 0] = tie.map((x) => x * w);
  const [e = 0, f = 0] = foot.map((x) => x * w);
  const y = h * 0.5;
  return `<path d="M ${fixed(a)},0 L ${fixed(b)},0 C ${fixed(b)},${fixed(h * 0.25)} ${fixed(d)},${fixed(h * 0.36)} ${fixed(d)},${fixed(y)} C ${fixed(d)},${fixed(h * 0.62)} ${fixed(f)},${fixed(h * 0.8)} ${fixed(f)},${h} L ${fixed(e)},${h} C ${fixed(e)},${fixed(h * 0.8)} ${fixed(c)},${fixed(h * 0.62)} ${fixed(c)},${fixed(y)} C ${fixed(c)},${fixed(h * 0.36)} ${fixed(a)},${fixed(h * 0.25)} ${fixed(a)},0 Z" fill="url(#velvet)"/>`;
}

/** Red velvet hanging down the left, tied back with a gold cord, and swagged across the top. */
function drapery(w: number, h: number): string {
  const folds = Array.from({ length: 6 }, (_, i) => {
    const share = (n: number, a: number, b: number) => a + ((b - a) * n) / 6;
    return fold(
      w,
      h,
      [share(i, -0.02, 0.4), share(i + 1.15, -0.02, 0.4)],
      [share(i, 0.02, 0.2), share(i + 1.15, 0.02, 0.2)],
      [share(i, -0.04, 0.34), share(i + 1.15, -0.04, 0.34)],
    );
  });
  const swag = `M 0,0 L ${w * 0.8},0 C ${w * 0.76},${h * 0.06} ${w * 0.6},${h * 0.15} ${w * 0.36},${h * 0.15} C ${w * 0.22},${h * 0.15} ${w * 0.1},${h * 0.1} 0,${h * 0.08} Z`;
  const swagFolds = [0.04, 0.075, 0.11]
    .map(
      (dy) =>
        `<path d="M ${w * 0.05},${fixed(h * (0.02 + dy * 0.5))} C ${w * 0.25},${fixed(h * (dy + 0.05))} ${w * 0.5},${fixed(h * (dy + 0.03))} ${w * 0.74},${fixed(h * 0.01)}" fill="none" stroke="#3a0407" stroke-width="${fixed(w * 0.012)}" opacity="0.7"/>`,
    )
    .join('');
  const tie = h * 0.5;
  return [
    ...folds,
    `<path d="${swag}" fill="url(#swag)"/>`,
    swagFolds,
    `<path d="M ${w * 0.02},${fixed(h * 0.085)} C ${w * 0.12},${fixed(h * 0.12)} ${w * 0.22},${fixed(h * 0.155)} ${w * 0.36},${fixed(h * 0.155)} C ${w * 0.6},${fixed(h * 0.155)} ${w * 0.76},${fixed(h * 0.06)} ${w * 0.8},0" fill="none" stroke="#e2b450" stroke-width="${fixed(w * 0.012)}" stroke-dasharray="${fixed(w * 0.006)} ${fixed(w * 0.004)}"/>`,
    // The tie-back: a gold cord drawn round the gathered folds, a tassel hanging from its knot.
    `<path d="M ${fixed(-w * 0.01)},${fixed(tie - h * 0.01)} Q ${fixed(w * 0.11)},${fixed(tie + h * 0.025)} ${fixed(w * 0.22)},${fixed(tie - h * 0.008)}" fill="none" stroke="#5a3c0c" stroke-width="${fixed(w * 0.022)}" stroke-linecap="round"/>`,
    `<path d="M ${fixed(-w * 0.01)},${fixed(tie - h * 0.01)} Q ${fixed(w * 0.11)},${fixed(tie + h * 0.025)} ${fixed(w * 0.22)},${fixed(tie - h * 0.008)}" fill="none" stroke="url(#gold)" stroke-width="${fixed(w * 0.014)}" stroke-linecap="round" stroke-dasharray="${fixed(w * 0.012)} ${fixed(w * 0.004)}"/>`,
    `<path d="M ${fixed(w * 0.215)},${fixed(tie)} C ${fixed(w * 0.26)},${fixed(tie + h * 0.05)} ${fixed(w * 0.25)},${fixed(tie + h * 0.1)} ${fixed(w * 0.215)},${fixed(tie + h * 0.11)} C ${fixed(w * 0.18)},${fixed(tie + h * 0.1)} ${fixed(w * 0.17)},${fixed(tie + h * 0.05)} ${fixed(w * 0.215)},${fixed(tie)} Z" fill="url(#gold)" stroke="#5a3c0c" stroke-width="1.5"/>`,
  ].join('');
}

/** A fluted marble column with its capital and base, standing at the right. */
function column(w: number, h: number): string {
  const left = w * 0.8;
  const right = w * 0.98;
  const flutes = Array.from({ length: 5 }, (_, i) => {
    const x = left + ((right - left) * (i + 0.5)) / 5;
    return `<line x1="${fixed(x)}" y1="${h * 0.15}" x2="${fixed(x)}" y2="${h * 0.86}" stroke="#5a4c38" stroke-width="${fixed(w * 0.005)}" opacity="0.55"/>`;
  }).join('');
  return [
    `<rect x="${w * 0.52}" y="0" width="${w * 0.5}" height="${h * 0.06}" fill="url(#marble-h)"/>`,
    `<rect x="${w * 0.52}" y="${h * 0.06}" width="${w * 0.5}" height="${h * 0.012}" fill="#4a3e2e"/>`,
    `<rect x="${fixed(left - w * 0.03)}" y="${h * 0.085}" width="${fixed(right - left + w * 0.06)}" height="${h * 0.035}" fill="url(#marble)"/>`,
    `<circle cx="${fixed(left - w * 0.01)}" cy="${h * 0.115}" r="${w * 0.025}" fill="none" stroke="#8a7a5c" stroke-width="${w * 0.008}"/>`,
    `<circle cx="${fixed(right + w * 0.01)}" cy="${h * 0.115}" r="${w * 0.025}" fill="none" stroke="#8a7a5c" stroke-width="${w * 0.008}"/>`,
    `<rect x="${fixed(left)}" y="${h * 0.12}" width="${fixed(right - left)}" height="${h * 0.76}" fill="url(#marble)"/>`,
    flutes,
    `<rect x="${fixed(left - w * 0.03)}" y="${h * 0.86}" width="${fixed(right - left + w * 0.06)}" height="${h * 0.14}" fill="url(#marble)"/>`,
  ].join('');
}

/** A glimpse of evening sky beyond a stone balustrade, between the drapery and the column. */
function vista(w: number, h: number): string {
  const balusters = Array.from({ length: 6 }, (_, i) => {
    const x = w * (0.6 + i * 0.075);
    return `<path d="M ${fixed(x)},${h * 0.6} c ${w * 0.03},${h * 0.02} ${-w * 0.02},${h * 0.05} ${w * 0.012},${h * 0.07} l ${w * 0.02},0 c ${w * 0.03},${-h * 0.02} ${-w * 0.02},${-h * 0.05} ${w * 0.012},${-h * 0.07} Z" fill="url(#marble)"/>`;
  }).join('');
  const clouds = [
    [0.66, 0.16, 0.12, 0.03],
    [0.86, 0.24, 0.16, 0.035],
    [0.7, 0.34, 0.1, 0.02],
  ]
    .map(
      ([x = 0, y = 0, rx = 0, ry = 0]) =>
        `<ellipse cx="${w * x}" cy="${h * y}" rx="${w * rx}" ry="${h * ry}" fill="#f2dcc0" opacity="0.55" filter="url(#soft)"/>`,
    )
    .join('');
  return [
    `<rect x="${w * 0.56}" y="${h * 0.07}" width="${w * 0.44}" height="${h * 0.55}" fill="url(#sky)"/>`,
    clouds,
    `<rect x="${w * 0.56}" y="${h * 0.58}" width="${w * 0.44}" height="${h * 0.03}" fill="url(#marble-h)"/>`,
    balusters,
    `<rect x="${w * 0.56}" y="${h * 0.67}" width="${w * 0.44}" height="${h * 0.33}" fill="#3a2616"/>`,
  ].join('');
}

function body(w: number, h: number): string {
  return [
    '<defs>',
    gradient('linear', 'wall', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#2a170c'],
      [0.45, '#4c2f1a'],
      [1, '#24140a'],
    ]),
    gradient('linear', 'sky', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#3e5478'],
      [0.6, '#9c9a98'],
      [1, '#e6b878'],
    ]),
    gradient('linear', 'velvet', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, '#2a0305'],
      [0.3, '#7c0f18'],
      [0.55, '#c8343a'],
      [0.75, '#8a121c'],
      [1, '#300306'],
    ]),
    gradient('linear', 'swag', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#4a060b'],
      [0.6, '#a82430'],
      [1, '#5a0810'],
    ]),
    gradient('linear', 'marble', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, '#6e6250'],
      [0.25, '#e6dac0'],
      [0.45, '#f4ecd8'],
      [0.8, '#9a8a6c'],
      [1, '#4e4232'],
    ]),
    gradient('linear', 'marble-h', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#f0e6d0'],
      [0.6, '#b4a484'],
      [1, '#6a5c44'],
    ]),
    gradient('linear', 'gold', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#fff0b0'],
      [0.5, '#d4a040'],
      [1, '#6b4810'],
    ]),
    '<filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    vista(w, h),
    column(w, h),
    drapery(w, h),
  ].join('');
}

/** A palace interior for a state portrait: red velvet drapery, a marble column, evening sky. */
export const royalInterior: Scene = {
  name: 'royal-interior',
  async paint(width, height) {
    const picture = await paintSvg(width, height, body(width, height));
    return mottle(picture, fractalNoise(width, height, seed, width * 0.08), 10);
  },
  light: {
    from: { x: -0.8, y: -0.6 },
    falloff: 2.5,
    lit: [1.06, 1.0, 0.92],
    shade: [0.66, 0.56, 0.48],
    rim: [255, 214, 150],
    rimStrength: 0.45,
    spill: 0.16,
    glow: { colour: [255, 196, 120], strength: 0.35, x: 0.9, y: -0.2, spread: 2.4 },
  },
};
