import { createRandom, seedFrom } from '../prng';
import type { Raster } from '../raster';
import { fixed, fractalNoise, paintSvgOver } from './paint-kit';
import type { Scene } from './scene';
import { paintSky } from './sky';

const seed = seedFrom('stormy-sea');
const HORIZON = 0.52;

/**
 * The sea below the horizon, painted in place: dark swell from stretched noise whose waves
 * grow towards us, white foam where they break.
 */
function paintSea(picture: Raster): Raster {
  const { width, height, data } = picture;
  const top = Math.round(height * HORIZON);
  const swell = fractalNoise(width, height, seed + 11, width * 0.12, 4, 3.5);
  for (let y = top; y < height; y++) {
    const depth = (y - top) / (height - top);
    const [r, g, b] = [44 - 30 * depth, 72 - 48 * depth, 74 - 46 * depth];
    for (let x = 0, p = y * width + x; x < width; x++, p++) {
      // Far water is calm and fine, near water high and rough: sample the noise accordingly.
      const n = swell.data[y * width + Math.floor(x * (0.35 + 0.65 * depth))] ?? 0;
      const light = 1 + n * (0.35 + 0.4 * depth);
      // Foam runs along the crests: a thin band of the noise, not its whole tops.
      const foam = Math.max(0, 1 - Math.abs(n - 0.5) / 0.06) * (0.25 + 0.45 * depth);
      const i = p * 3;
      data[i] = r * light + (205 - r * light) * foam;
      data[i + 1] = g * light + (222 - g * light) * foam;
      data[i + 2] = b * light + (218 - b * light) * foam;
    }
  }
  return picture;
}

/** A few crests breaking close by, white strokes over the swell. */
function crests(w: number, h: number): string {
  const random = createRandom(seed);
  const out: string[] = [];
  for (let row = 0; row < 9; row++) {
    const depth = row / 8;
    const y = h * (HORIZON + 0.06 + depth * depth * 0.4);
    const size = w * (0.05 + depth * 0.14);
    for (let x = -random() * size * 2; x < w; x += size * (1.6 + random() * 2)) {
      const lift = size * (0.12 + random() * 0.15);
      out.push(
        `<path d="M ${fixed(x)},${fixed(y)} q ${fixed(size * 0.5)},${fixed(-lift)} ${fixed(size)},${fixed(-lift * 0.15)}" fill="none" stroke="#dfeae6" stroke-width="${fixed(1 + depth * 2.5)}" stroke-linecap="round" stroke-opacity="${(0.35 + depth * 0.35).toFixed(2)}"/>`,
      );
    }
  }
  return out.join('');
}

/** A three-masted ship heeling in the swell on the left, sails torn, black against the storm. */
function ship(w: number, h: number): string {
  const x = w * 0.17;
  const y = h * (HORIZON + 0.015);
  const s = w * 0.3;
  const mast = (dx: number, height: number) =>
    `<line x1="${fixed(x + dx * s)}" y1="${fixed(y - s * 0.08)}" x2="${fixed(x + dx * s)}" y2="${fixed(y - height * s)}" stroke="#0c1214" stroke-width="${fixed(s * 0.016)}"/>`;
  const sail = (dx: number, top: number, bottom: number, width: number) =>
    `<path d="M ${fixed(x + (dx - width / 2) * s)},${fixed(y - top * s)} L ${fixed(x + (dx + width / 2) * s)},${fixed(y - top * s)} Q ${fixed(x + (dx + width / 2 + 0.05) * s)},${fixed(y - ((top + bottom) / 2) * s)} ${fixed(x + (dx + width / 2) * s)},${fixed(y - bottom * s)} L ${fixed(x + (dx - width / 2) * s)},${fixed(y - bottom * s)} Q ${fixed(x + (dx - width / 2 + 0.05) * s)},${fixed(y - ((top + bottom) / 2) * s)} ${fixed(x + (dx - width / 2) * s)},${fixed(y - top * s)} Z" fill="#3a3c36"/>`;
  return [
    `<g transform="rotate(-7 ${fixed(x)} ${fixed(y)})">`,
    mast(-0.28, 0.95),
    mast(0.02, 1.15),
    mast(0.3, 0.85),
    sail(-0.28, 0.85, 0.5, 0.26),
    sail(0.02, 1.05, 0.62, 0.3),
    sail(0.02, 0.55, 0.2, 0.34),
    sail(0.3, 0.75, 0.4, 0.22),
    `<path d="M ${fixed(x - 0.55 * s)},${fixed(y - 0.12 * s)} L ${fixed(x + 0.5 * s)},${fixed(y - 0.1 * s)} L ${fixed(x + 0.62 * s)},${fixed(y - 0.2 * s)} L ${fixed(x + 0.4 * s)},${fixed(y + 0.04 * s)} L ${fixed(x - 0.42 * s)},${fixed(y + 0.04 * s)} Z" fill="#0c1214"/>`,
    `<line x1="${fixed(x + 0.3 * s)}" y1="${fixed(y - 0.85 * s)}" x2="${fixed(x + 0.64 * s)}" y2="${fixed(y - 0.2 * s)}" stroke="#0c1214" stroke-width="1.5"/>`,
    `<path d="M ${fixed(x + 0.02 * s)},${fixed(y - 1.15 * s)} l ${fixed(0.09 * s)},${fixed(0.02 * s)} l ${fixed(-0.09 * s)},${fixed(0.03 * s)} Z" fill="#0c1214"/>`,
    '</g>',
  ].join('');
}

/** A fork of lightning from the clouds to the sea, far off at the right. */
function lightning(w: number, h: number): string {
  const random = createRandom(seed + 4);
  let x = w * 0.78;
  let y = 0;
  const points = [`${fixed(x)},${fixed(y)}`];
  while (y < h * HORIZON) {
    x += (random() - 0.45) * w * 0.05;
    y += h * (0.03 + random() * 0.03);
    points.push(`${fixed(x)},${fixed(Math.min(y, h * HORIZON))}`);
  }
  const line = points.join(' ');
  return `<polyline points="${line}" fill="none" stroke="#b8d8ff" stroke-width="9" opacity="0.5" filter="url(#flash)"/><polyline points="${line}" fill="none" stroke="#f4f8ff" stroke-width="2.2"/>`;
}

function rain(w: number, h: number): string {
  const random = createRandom(seed + 7);
  const out: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = random() * w * 1.2;
    const y = random() * h;
    const length = h * (0.03 + random() * 0.04);
    out.push(
      `<line x1="${fixed(x)}" y1="${fixed(y)}" x2="${fixed(x - length * 0.35)}" y2="${fixed(y + length)}"/>`,
    );
  }
  return `<g stroke="#c0d0d0" stroke-width="1.1" opacity="0.35">${out.join('')}</g>`;
}

function body(w: number, h: number): string {
  return [
    '<defs>',
    '<filter id="flash"><feGaussianBlur stdDeviation="5"/></filter>',
    '</defs>',
    lightning(w, h),
    ship(w, h),
    crests(w, h),
    rain(w, h),
  ].join('');
}

/** A storm at sea: heavy clouds, a lightning fork, breaking waves, a ship heeling on the swell. */
export const stormySea: Scene = {
  name: 'stormy-sea',
  paint(width, height) {
    const sky = paintSky(
      width,
      height,
      [
        [0, [30, 38, 42]],
        [0.35, [62, 76, 78]],
        [HORIZON, [128, 140, 130]],
      ],
      {
        seed,
        size: 0.4,
        cover: -0.3,
        dark: [26, 32, 36],
        lit: [120, 134, 132],
        litFrom: -1,
        stretch: 2,
      },
    );
    return paintSvgOver(paintSea(sky), body(width, height));
  },
  light: {
    from: { x: 0.7, y: -0.7 },
    falloff: 2.5,
    lit: [1.0, 1.04, 1.08],
    shade: [0.58, 0.64, 0.66],
    rim: [200, 225, 255],
    rimStrength: 0.6,
    spill: 0.18,
    faceRange: 0.75,
    glow: { colour: [170, 200, 220], strength: 0.2, x: 1.4, y: -0.6, spread: 2.2 },
  },
};
