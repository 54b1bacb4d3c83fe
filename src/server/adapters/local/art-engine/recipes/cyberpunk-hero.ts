import { dressWith } from '../ops/dress';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { paintStrokesAroundFace } from '../ops/paint';
import { scanlines } from '../ops/print';
import { createRandom, seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { neonCity } from '../scenes/neon-city';

const seed = seedFrom('cyberpunk_hero');

/**
 * A signal that is not quite clean: colour channels split apart and a few bands of rows torn
 * sideways, kept clear of the face.
 */
function glitch(picture: Raster, layout: Layout): Raster {
  const { width, height, data } = picture;
  const source = data.slice();
  const random = createRandom(seed);
  const split = Math.round(width * 0.0025);
  const offsets = new Int32Array(height);
  const faceTop = layout.face.y - layout.face.radius * 1.4;
  const faceBottom = layout.face.y + layout.face.radius * 1.4;
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
function hud({ width, height, face }: Layout): string {
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
  scene: neonCity,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, {
      contrast: 0.45,
      gamma: 1.1,
      saturation: 1.2,
      shadows: [-8, 22, 52],
      highlights: [34, -4, 26],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 2);
    return applyLight(painted, faceLight(layout, 3, 0.85), [0.6, 0.52, 0.74], [1.02, 1.0, 1.06]);
  },
  async dress(picture: Raster, layout: Layout) {
    glitch(picture, layout);
    scanlines(picture, 4, 0.28);
    return dressWith(picture, 'cyberpunk', { glow: hud });
  },
};
