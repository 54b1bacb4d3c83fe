import { specks } from '../ops/ornaments';
import { createRandom, seedFrom } from '../prng';
import { fixed, fractalNoise, gradient, mottle, paintSvg } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('forge');

/** Courses of rough stone blocks, each a little lighter or darker than the next. */
function stoneWall(w: number, h: number): string {
  const random = createRandom(seed);
  const blocks: string[] = [];
  const course = h * 0.055;
  for (let row = 0, y = 0; y < h; row++, y += course) {
    let x = row % 2 === 0 ? 0 : -w * 0.06;
    while (x < w) {
      const width = w * (0.1 + random() * 0.09);
      const shade = Math.round(34 + random() * 26);
      blocks.push(
        `<rect x="${fixed(x + 2)}" y="${fixed(y + 2)}" width="${fixed(width - 4)}" height="${fixed(course - 4)}" rx="3" fill="rgb(${shade + 8},${shade},${shade - 6})"/>`,
      );
      x += width;
    }
  }
  return `<rect width="${w}" height="${h}" fill="#120c08"/>${blocks.join('')}`;
}

/** The hearth at the lower left: a brick arch round a white-hot fire, under an iron hood. */
function hearth(w: number, h: number): string {
  const top = h * 0.58;
  return [
    `<polygon points="0,${fixed(h * 0.34)} ${w * 0.3},${fixed(h * 0.34)} ${w * 0.38},${fixed(top - h * 0.02)} 0,${fixed(top - h * 0.02)}" fill="url(#iron)"/>`,
    `<rect x="0" y="0" width="${w * 0.14}" height="${fixed(h * 0.34)}" fill="url(#iron)"/>`,
    `<rect x="0" y="${fixed(top - h * 0.03)}" width="${w * 0.4}" height="${fixed(h * 0.42)}" fill="#3a1c10"/>`,
    `<path d="M ${w * 0.04},${fixed(h * 0.86)} L ${w * 0.04},${fixed(top + h * 0.08)} Q ${w * 0.19},${fixed(top - h * 0.05)} ${w * 0.34},${fixed(top + h * 0.08)} L ${w * 0.34},${fixed(h * 0.86)} Z" fill="url(#fire)"/>`,
    `<rect x="0" y="${fixed(h * 0.86)}" width="${w * 0.42}" height="${fixed(h * 0.14)}" fill="#2a140a"/>`,
  ].join('');
}

/** A round shield, an axe and smith's tongs hanging on the wall at the right. */
function arms(w: number, h: number): string {
  const cx = w * 0.86;
  const cy = h * 0.24;
  const r = w * 0.11;
  const planks = [-0.5, 0, 0.5]
    .map(
      (k) =>
        `<line x1="${fixed(cx + k * r)}" y1="${fixed(cy - r * Math.sqrt(1 - k * k * 0.8))}" x2="${fixed(cx + k * r)}" y2="${fixed(cy + r * Math.sqrt(1 - k * k * 0.8))}" stroke="#2a160a" stroke-width="2"/>`,
    )
    .join('');
  const ax = w * 0.9;
  const ay = h * 0.42;
  return [
    `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}" fill="url(#shield)" stroke="#57504a" stroke-width="${fixed(w * 0.012)}"/>`,
    planks,
    `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r * 0.24)}" fill="url(#boss)"/>`,
    `<line x1="${fixed(ax - w * 0.06)}" y1="${fixed(ay + h * 0.2)}" x2="${fixed(ax + w * 0.02)}" y2="${fixed(ay)}" stroke="#5a3a1e" stroke-width="${fixed(w * 0.016)}" stroke-linecap="round"/>`,
    `<path d="M ${fixed(ax - w * 0.012)},${fixed(ay + h * 0.005)} q ${w * 0.06},${-h * 0.04} ${w * 0.085},${h * 0.025} q ${-w * 0.045},${-h * 0.005} ${-w * 0.065},${h * 0.045} Z" fill="url(#blade)"/>`,
    `<path d="M ${w * 0.7},${fixed(h * 0.03)} l ${w * 0.02},${fixed(h * 0.16)} M ${w * 0.73},${fixed(h * 0.03)} l -${w * 0.01},${fixed(h * 0.16)}" stroke="#2a2a2c" stroke-width="${fixed(w * 0.008)}" fill="none"/>`,
  ].join('');
}

function body(w: number, h: number): string {
  return [
    '<defs>',
    gradient('radial', 'firelight', 'cx="0.18" cy="0.72" r="0.95"', [
      [0, '#ff8a2a', 0.75],
      [0.45, '#c84a10', 0.35],
      [1, '#200800', 0],
    ]),
    gradient('radial', 'fire', 'cx="0.5" cy="0.75" r="0.7"', [
      [0, '#fffbe0'],
      [0.3, '#ffd040'],
      [0.65, '#ff6a10'],
      [1, '#7a1804'],
    ]),
    gradient('linear', 'iron', 'x1="0" y1="0" x2="1" y2="0"', [
      [0, '#1a1816'],
      [0.6, '#3a3430'],
      [1, '#141210'],
    ]),
    gradient('radial', 'shield', 'cx="0.35" cy="0.7" r="0.8"', [
      [0, '#b0602a'],
      [1, '#4a2410'],
    ]),
    gradient('radial', 'boss', 'cx="0.3" cy="0.7" r="0.8"', [
      [0, '#f0c080'],
      [1, '#3a3028'],
    ]),
    gradient('linear', 'blade', 'x1="0" y1="1" x2="1" y2="0"', [
      [0, '#ffb070'],
      [1, '#4a4440'],
    ]),
    '</defs>',
    stoneWall(w, h),
    `<rect width="${w}" height="${h}" fill="url(#firelight)"/>`,
    `<rect x="0" y="0" width="${w}" height="${fixed(h * 0.05)}" fill="#1e120a"/>`,
    `<polygon points="${w * 0.55},${fixed(h * 0.05)} ${w * 0.6},${fixed(h * 0.05)} ${w},${fixed(h * 0.3)} ${w},${fixed(h * 0.34)}" fill="#24160c"/>`,
    hearth(w, h),
    arms(w, h),
    specks(
      seed + 1,
      70,
      { x: 0, y: h * 0.05, width: w * 0.6, height: h * 0.55 },
      '#ffb040',
      w * 0.004,
    ),
  ].join('');
}

/** A smithy: stone walls lit orange by the forge at the left, embers rising, arms on the wall. */
export const forge: Scene = {
  name: 'forge',
  async paint(width, height) {
    const picture = await paintSvg(width, height, body(width, height));
    return mottle(picture, fractalNoise(width, height, seed, width * 0.05), 12);
  },
  light: {
    from: { x: -0.75, y: 0.55 },
    falloff: 1.8,
    lit: [1.22, 0.98, 0.74],
    shade: [0.46, 0.42, 0.44],
    rim: [255, 150, 60],
    rimStrength: 0.9,
    spill: 0.2,
    glow: { colour: [255, 120, 40], strength: 0.3, x: -1.6, y: 1.4, spread: 2.6 },
  },
};
