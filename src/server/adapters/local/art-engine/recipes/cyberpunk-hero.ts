import { blurPlane, blurRaster } from '../ops/blur';
import { dressWith } from '../ops/dress';
import { sobel } from '../ops/edges';
import { grade } from '../ops/grade';
import { addGlow, applyLight, faceLight } from '../ops/light';
import { paintStrokes } from '../ops/paint';
import { scanlines } from '../ops/print';
import { createRandom, seedFrom } from '../prng';
import { createPlane, luminance, type Raster } from '../raster';
import type { Recipe, Scene } from '../recipe';

const seed = seedFrom('cyberpunk_hero');
const MAGENTA = [255, 40, 200] as const;
const CYAN = [20, 230, 255] as const;

/**
 * Neon rim light on the big contours (hair, jaw, shoulders): magenta from the left, cyan from
 * the right, kept faint across the face so it stays a face.
 */
async function neonRim(picture: Raster, scene: Scene): Promise<Raster> {
  const { width, height } = picture;
  const glow = await blurPlane(sobel(luminance(await blurRaster(picture, 3)), 7), 2.5);
  const face = faceLight(scene, 1.1, 0.6);
  const left = createPlane(width, height);
  const right = createPlane(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const t = x / width;
      const rim = (glow.data[p] ?? 0) * (1 - 0.8 * (face.data[p] ?? 0));
      left.data[p] = rim * (1 - t);
      right.data[p] = rim * t;
    }
  }
  addGlow(picture, left, MAGENTA, 2.4);
  return addGlow(picture, right, CYAN, 2.4);
}

/**
 * A signal that is not quite clean: colour channels split apart and a few bands of rows torn
 * sideways, kept clear of the face.
 */
function glitch(picture: Raster, scene: Scene): Raster {
  const { width, height, data } = picture;
  const source = data.slice();
  const random = createRandom(seed);
  const split = Math.round(width * 0.004);
  const offsets = new Int32Array(height);
  const faceTop = scene.face.y - scene.face.radius * 1.4;
  const faceBottom = scene.face.y + scene.face.radius * 1.4;
  for (let band = 0; band < 7; band++) {
    const start = Math.floor(random() * height);
    const size = Math.floor(4 + random() * height * 0.02);
    const shift = Math.round((random() - 0.5) * width * 0.06);
    for (let y = start; y < Math.min(height, start + size); y++) {
      if (y < faceTop || y > faceBottom) offsets[y] = shift;
    }
  }
  for (let y = 0; y < height; y++) {
    const offset = offsets[y] ?? 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = Math.min(width - 1, Math.max(0, x - offset + split));
      const blue = Math.min(width - 1, Math.max(0, x - offset - split));
      const green = Math.min(width - 1, Math.max(0, x - offset));
      data[i] = source[(y * width + red) * 3] ?? 0;
      data[i + 1] = source[(y * width + green) * 3 + 1] ?? 0;
      data[i + 2] = source[(y * width + blue) * 3 + 2] ?? 0;
    }
  }
  return picture;
}

/** A head-up display: corner brackets, a targeting ring round the face, data bars, neon border. */
function hud({ width, height, face }: Scene): string {
  const m = width * 0.045;
  const arm = width * 0.12;
  const corner = (x: number, y: number, dx: number, dy: number) =>
    `<polyline points="${x + dx * arm},${y} ${x},${y} ${x},${y + dy * arm}" fill="none" stroke="#14e6ff" stroke-width="6"/>`;
  const random = createRandom(seed + 1);
  const bars = Array.from({ length: 9 }, (_, i) => {
    const w = width * (0.03 + random() * 0.12);
    return `<rect x="${m * 1.4}" y="${height * 0.62 + i * width * 0.022}" width="${w.toFixed(1)}" height="${width * 0.01}" fill="#ff28c8" opacity="0.75"/>`;
  });
  const r = face.radius * 1.55;
  return [
    `<rect x="${m * 0.5}" y="${m * 0.5}" width="${width - m}" height="${height - m}" fill="none" stroke="#ff28c8" stroke-width="14" opacity="0.25"/>`,
    `<rect x="${m * 0.5}" y="${m * 0.5}" width="${width - m}" height="${height - m}" fill="none" stroke="#ff28c8" stroke-width="4"/>`,
    corner(m, m, 1, 1),
    corner(width - m, m, -1, 1),
    corner(m, height - m, 1, -1),
    corner(width - m, height - m, -1, -1),
    `<circle cx="${face.x}" cy="${face.y}" r="${r}" fill="none" stroke="#14e6ff" stroke-width="3" stroke-dasharray="${r * 0.35} ${r * 0.18}" opacity="0.8"/>`,
    `<circle cx="${face.x}" cy="${face.y}" r="${r * 1.08}" fill="none" stroke="#14e6ff" stroke-width="10" stroke-dasharray="${r * 0.05} ${r * 0.12}" opacity="0.45"/>`,
    ...bars,
    `<g stroke="#14e6ff" stroke-width="2" opacity="0.35">${Array.from({ length: 12 }, (_, i) => `<line x1="${(i / 11) * width}" y1="${height * 0.86}" x2="${width / 2 + (i / 11 - 0.5) * width * 3}" y2="${height}"/>`).join('')}</g>`,
  ].join('');
}

export const cyberpunkHero: Recipe = {
  async paint(photo: Raster, scene: Scene) {
    grade(photo, {
      contrast: 0.45,
      gamma: 1.1,
      saturation: 1.2,
      shadows: [36, -10, 72],
      highlights: [-14, 22, 32],
    });
    const painted = await paintStrokes(photo, 2);
    applyLight(painted, faceLight(scene, 2.4, 0.85), [0.35, 0.28, 0.52], [1.02, 1.0, 1.06]);
    return neonRim(painted, scene);
  },
  async dress(picture: Raster, scene: Scene) {
    glitch(picture, scene);
    scanlines(picture, 4, 0.28);
    return dressWith(picture, 'cyberpunk', { glow: hud });
  },
};
