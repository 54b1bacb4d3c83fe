import { createRandom, seedFrom } from '../prng';
import { createRaster, type Raster } from '../raster';
import { fixed, fractalNoise, gradient, paintSvgOver } from './paint-kit';
import type { Scene } from './scene';

const seed = seedFrom('outer-space');

/** Deep space with a nebula: two clouds of glowing gas from noise, magenta and teal. */
function paintNebula(width: number, height: number): Raster {
  const picture = createRaster(width, height);
  const warm = fractalNoise(width, height, seed, width * 0.45, 5, 1.6);
  const cool = fractalNoise(width, height, seed + 31, width * 0.35, 5, 1.2);
  for (let y = 0, p = 0; y < height; y++) {
    const depth = y / height;
    for (let x = 0; x < width; x++, p++) {
      const a = Math.max(0, (warm.data[p] ?? 0) + 0.1) ** 2;
      const b = Math.max(0, (cool.data[p] ?? 0) - 0.05) ** 2;
      const i = p * 3;
      picture.data[i] = 6 + 8 * depth + 190 * a + 20 * b;
      picture.data[i + 1] = 6 + 4 * depth + 40 * a + 120 * b;
      picture.data[i + 2] = 20 + 20 * depth + 150 * a + 170 * b;
    }
  }
  return picture;
}

function stars(w: number, h: number): string {
  const random = createRandom(seed + 9);
  const out: string[] = [];
  for (let i = 0; i < 420; i++) {
    const bright = random() ** 3;
    out.push(
      `<circle cx="${fixed(random() * w)}" cy="${fixed(random() * h)}" r="${(0.5 + bright * 1.6).toFixed(2)}" fill="#ffffff" opacity="${(0.35 + bright * 0.65).toFixed(2)}"/>`,
    );
  }
  // A few bright stars with a soft halo.
  for (let i = 0; i < 7; i++) {
    out.push(
      `<circle cx="${fixed(random() * w)}" cy="${fixed(random() * h * 0.6)}" r="${fixed(w * 0.012)}" fill="#dfe8ff" opacity="0.8" filter="url(#halo)"/>`,
    );
  }
  return out.join('');
}

/** A ringed planet low on the right, lit from the upper left. */
function planet(w: number, h: number): string {
  const cx = w * 0.86;
  const cy = h * 0.74;
  const r = w * 0.2;
  return [
    `<ellipse cx="${fixed(cx)}" cy="${fixed(cy)}" rx="${fixed(r * 1.9)}" ry="${fixed(r * 0.42)}" fill="none" stroke="#c8b08a" stroke-width="${fixed(r * 0.1)}" opacity="0.55" transform="rotate(-14 ${fixed(cx)} ${fixed(cy)})"/>`,
    `<circle cx="${fixed(cx)}" cy="${fixed(cy)}" r="${fixed(r)}" fill="url(#planet)"/>`,
    `<path d="M ${fixed(cx - r * 1.9)},${fixed(cy)} A ${fixed(r * 1.9)},${fixed(r * 0.42)} 0 0 0 ${fixed(cx + r * 1.9)},${fixed(cy)}" fill="none" stroke="#e6d2a8" stroke-width="${fixed(r * 0.1)}" opacity="0.8" transform="rotate(-14 ${fixed(cx)} ${fixed(cy)})"/>`,
    // A small moon far off on the left.
    `<circle cx="${fixed(w * 0.12)}" cy="${fixed(h * 0.2)}" r="${fixed(w * 0.045)}" fill="url(#moon)"/>`,
  ].join('');
}

function body(w: number, h: number): string {
  return [
    '<defs>',
    '<filter id="halo"><feGaussianBlur stdDeviation="4"/></filter>',
    gradient('radial', 'planet', 'cx="0.3" cy="0.3" r="0.85"', [
      [0, '#f0c890'],
      [0.45, '#b06a48'],
      [0.8, '#3a1c2a'],
      [1, '#12081a'],
    ]),
    gradient('radial', 'moon', 'cx="0.35" cy="0.35" r="0.8"', [
      [0, '#e8e8f0'],
      [0.7, '#8a8aa0'],
      [1, '#2a2a3a'],
    ]),
    '</defs>',
    stars(w, h),
    planet(w, h),
  ].join('');
}

/** Outer space: a magenta and teal nebula, a field of stars, a ringed planet and a moon. */
export const outerSpace: Scene = {
  name: 'outer-space',
  paint(width, height) {
    return paintSvgOver(paintNebula(width, height), body(width, height));
  },
  light: {
    from: { x: -0.8, y: -0.5 },
    falloff: 1.8,
    lit: [1.02, 1.0, 1.08],
    shade: [0.36, 0.34, 0.5],
    rim: [120, 220, 255],
    rimStrength: 0.8,
    spill: 0.2,
    glow: { colour: [200, 80, 200], strength: 0.22, x: 1.5, y: 0.2, spread: 2.2 },
  },
};
