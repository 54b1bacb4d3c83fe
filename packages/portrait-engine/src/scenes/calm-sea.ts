import { createRandom, seedFrom } from '../prng';
import type { Raster } from '../raster';
import { fixed, fractalNoise, paintSvgOver } from './paint-kit';
import type { Scene } from './scene';
import { paintSky } from './sky';

const seed = seedFrom('calm-sea');
const HORIZON = 0.56;

/** Calm water below the horizon: long gentle swell, lighter towards the horizon, sparkles. */
function paintWater(picture: Raster): Raster {
  const { width, height, data } = picture;
  const top = Math.round(height * HORIZON);
  const swell = fractalNoise(width, height, seed + 3, width * 0.06, 3, 6);
  for (let y = top; y < height; y++) {
    const depth = (y - top) / (height - top);
    const [r, g, b] = [120 - 90 * depth, 170 - 100 * depth, 190 - 90 * depth];
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const n = swell.data[y * width + Math.floor(x * (0.3 + 0.7 * depth))] ?? 0;
      const light = 1 + n * (0.08 + 0.14 * depth);
      const glint = Math.max(0, n - 0.85) * 1.5 * (1 - depth);
      const i = p * 3;
      data[i] = r * light + 255 * glint;
      data[i + 1] = g * light + 255 * glint;
      data[i + 2] = b * light + 250 * glint;
    }
  }
  return picture;
}

/** A far sail and a few gulls, so the sea reads as a sea at a glance. */
function details(w: number, h: number): string {
  const random = createRandom(seed);
  const y = h * HORIZON;
  const sail = `<path d="M ${fixed(w * 0.2)},${fixed(y - 2)} l ${fixed(w * 0.012)},${fixed(-h * 0.045)} l ${fixed(w * 0.014)},${fixed(h * 0.045)} Z" fill="#f4efe4" opacity="0.85"/>`;
  const gulls = Array.from({ length: 4 }, () => {
    const gx = w * (0.1 + random() * 0.8);
    const gy = h * (0.12 + random() * 0.25);
    const s = w * (0.012 + random() * 0.012);
    return `<path d="M ${fixed(gx - s)},${fixed(gy)} q ${fixed(s / 2)},${fixed(-s / 2)} ${fixed(s)},0 q ${fixed(s / 2)},${fixed(-s / 2)} ${fixed(s)},0" fill="none" stroke="#3a4650" stroke-width="1.6"/>`;
  });
  return sail + gulls.join('');
}

/** A calm sea under a bright sky with a few clouds, a far sail and gulls. */
export const calmSea: Scene = {
  name: 'calm-sea',
  paint(width, height) {
    const sky = paintSky(
      width,
      height,
      [
        [0, [88, 140, 196]],
        [HORIZON, [214, 228, 232]],
      ],
      {
        seed,
        size: 0.3,
        cover: 0.25,
        dark: [190, 200, 212],
        lit: [252, 252, 250],
        litFrom: -1,
        stretch: 2.5,
      },
    );
    return paintSvgOver(paintWater(sky), details(width, height));
  },
  light: {
    from: { x: 0.7, y: -0.7 },
    falloff: 2.5,
    lit: [1.08, 1.06, 1.02],
    shade: [0.68, 0.74, 0.8],
    rim: [255, 250, 235],
    rimStrength: 0.5,
    spill: 0.15,
  },
};
