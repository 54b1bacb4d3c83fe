import { createRandom, seedFrom } from '../prng';
import { fixed, fractalNoise, gradient, mottle, paintSvgOver, ridge } from './paint-kit';
import type { Scene } from './scene';
import { paintSky } from './sky';

const seed = seedFrom('mountain-fortress');

/** A tower with battlements and a pointed roof, its foot at (x, base). */
function tower(x: number, base: number, width: number, height: number, roof: number): string {
  const top = base - height;
  const merlons = Array.from({ length: 3 }, (_, i) => {
    const mx = x - width / 2 + (i * width) / 2.5;
    return `<rect x="${fixed(mx)}" y="${fixed(top - width * 0.16)}" width="${fixed(width * 0.2)}" height="${fixed(width * 0.16)}"/>`;
  }).join('');
  const spire =
    roof > 0
      ? `<polygon points="${fixed(x - width * 0.62)},${fixed(top)} ${fixed(x)},${fixed(top - roof)} ${fixed(x + width * 0.62)},${fixed(top)}"/>`
      : merlons;
  const window = `<rect x="${fixed(x - width * 0.08)}" y="${fixed(top + height * 0.25)}" width="${fixed(width * 0.16)}" height="${fixed(height * 0.12)}" fill="#ffc46a"/>`;
  return `<rect x="${fixed(x - width / 2)}" y="${fixed(top)}" width="${fixed(width)}" height="${fixed(height)}"/>${spire}${window}`;
}

/** A fortress on a crag at the left, its towers against the dawn, a banner on the keep. */
function fortress(w: number, h: number): string {
  const base = h * 0.44;
  const wall = `<rect x="${w * 0.03}" y="${fixed(base - h * 0.06)}" width="${w * 0.26}" height="${fixed(h * 0.08)}"/>`;
  const crag = `<polygon points="0,${h} 0,${fixed(base)} ${w * 0.04},${fixed(base - h * 0.01)} ${w * 0.3},${fixed(base)} ${w * 0.36},${fixed(h * 0.5)} ${w * 0.42},${fixed(h * 0.66)} ${w * 0.5},${h}"/>`;
  const flagX = w * 0.15;
  const flagTop = base - h * 0.27;
  return [
    '<g fill="#22193a">',
    crag,
    wall,
    tower(w * 0.05, base, w * 0.055, h * 0.12, h * 0.05),
    tower(w * 0.15, base, w * 0.08, h * 0.2, h * 0.06),
    tower(w * 0.25, base, w * 0.055, h * 0.14, 0),
    `<line x1="${fixed(flagX)}" y1="${fixed(flagTop)}" x2="${fixed(flagX)}" y2="${fixed(flagTop + h * 0.07)}" stroke="#22193a" stroke-width="${fixed(w * 0.005)}"/>`,
    '</g>',
    `<path d="M ${fixed(flagX)},${fixed(flagTop)} q ${w * 0.04},${h * 0.012} ${w * 0.08},${h * 0.004} l -${w * 0.01},${h * 0.016} l ${w * 0.01},${h * 0.016} q -${w * 0.04},${h * 0.008} -${w * 0.08},0 Z" fill="#b8242a"/>`,
    // The sun catches the towers' right-hand faces.
    `<g fill="#f0a060" opacity="0.55"><rect x="${fixed(w * 0.188)}" y="${fixed(base - h * 0.2)}" width="${fixed(w * 0.007)}" height="${fixed(h * 0.2)}"/><rect x="${fixed(w * 0.272)}" y="${fixed(base - h * 0.14)}" width="${fixed(w * 0.006)}" height="${fixed(h * 0.14)}"/></g>`,
  ].join('');
}

function body(w: number, h: number): string {
  const random = createRandom(seed);
  const far = ridge(random, w, h, [0.42, 0.3, 0.5, 0.46, 0.28, 0.44], 0.08);
  const snow = ridge(random, w, h, [0.46, 0.34, 0.54, 0.5, 0.32, 0.48], 0.08);
  const near = ridge(random, w, h, [0.5, 0.52, 0.62, 0.6, 0.5, 0.46], 0.06);
  const foothills = ridge(random, w, h, [0.68, 0.74, 0.82, 0.78, 0.7], 0.05);
  return [
    '<defs>',
    gradient('radial', 'sun', 'cx="0.8" cy="0.55" r="0.55"', [
      [0, '#fff4d0', 1],
      [0.12, '#ffd27a', 0.9],
      [0.45, '#ff9a50', 0.35],
      [1, '#ff7040', 0],
    ]),
    gradient('linear', 'mist', 'x1="0" y1="0" x2="0" y2="1"', [
      [0, '#f8c8a0', 0],
      [0.5, '#f0b898', 0.55],
      [1, '#c89090', 0],
    ]),
    '<filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#sun)"/>`,
    `<polygon points="${snow}" fill="#e8c8d8" opacity="0.9"/>`,
    `<polygon points="${far}" fill="#7a6894"/>`,
    `<rect y="${h * 0.46}" width="${w}" height="${h * 0.1}" fill="url(#mist)" filter="url(#soft)"/>`,
    `<polygon points="${near}" fill="#3c2f58"/>`,
    fortress(w, h),
    `<rect y="${h * 0.62}" width="${w}" height="${h * 0.1}" fill="url(#mist)" filter="url(#soft)" opacity="0.6"/>`,
    `<polygon points="${foothills}" fill="#261d3c"/>`,
  ].join('');
}

/** A mountain range at dawn with a fortress on a crag, the sun rising at the right. */
export const mountainFortress: Scene = {
  name: 'mountain-fortress',
  async paint(width, height) {
    const sky = paintSky(
      width,
      height,
      [
        [0, [28, 38, 92]],
        [0.22, [88, 70, 140]],
        [0.4, [226, 130, 110]],
        [0.52, [255, 196, 130]],
      ],
      {
        seed,
        size: 0.5,
        cover: 0.25,
        dark: [120, 80, 120],
        lit: [255, 190, 150],
        litFrom: 1,
        stretch: 4,
      },
    );
    const picture = await paintSvgOver(sky, body(width, height));
    return mottle(picture, fractalNoise(width, height, seed + 1, width * 0.06), 8);
  },
  light: {
    from: { x: 0.9, y: 0.15 },
    falloff: 2.5,
    lit: [1.12, 1.0, 0.86],
    shade: [0.68, 0.7, 0.86],
    rim: [255, 196, 120],
    rimStrength: 0.75,
    spill: 0.16,
    glow: { colour: [255, 170, 100], strength: 0.25, x: 1.6, y: 0.4, spread: 2.2 },
  },
};
