import { dressWith } from '../ops/dress';
import { drawInk, inkLines } from '../ops/edges';
import { grade } from '../ops/grade';
import { addGlow, faceLight } from '../ops/light';
import { burst } from '../ops/ornaments';
import { paintStrokesAroundFace, restoreFace } from '../ops/paint';
import { halftone } from '../ops/print';
import { celShade } from '../ops/tones';
import { seedFrom } from '../prng';
import { cloneRaster, type Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { powerBurst } from '../scenes/power-burst';

const seed = seedFrom('power_up_warrior');

/** Manga focus lines rushing in from the edges towards the hero, stopping short of the face. */
function speedLines({ width, height, face }: Layout): string {
  const lines: string[] = [];
  const count = 72;
  const far = Math.hypot(width, height);
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + (i % 3) * 0.013;
    const reach = face.radius * (2.5 + ((i * 7) % 5) * 0.25);
    const spread = 0.012 + (i % 4) * 0.004;
    const point = (a: number, r: number) =>
      `${(face.x + Math.cos(a) * r).toFixed(1)},${(face.y + Math.sin(a) * r).toFixed(1)}`;
    lines.push(
      `<polygon points="${point(angle, reach)} ${point(angle - spread, far)} ${point(angle + spread, far)}"/>`,
    );
  }
  return `<g fill="#14101e" opacity="0.8">${lines.join('')}</g>`;
}

/** A comic panel: pop bursts with lightning in two corners, a heavy ink border, white gutter. */
function panel(layout: Layout): string {
  const { width, height } = layout;
  const gutter = Math.round(width * 0.03);
  const ink = Math.round(width * 0.012);
  const bolt = (x: number, y: number, s: number) =>
    `<polygon points="${x},${y} ${x + s * 0.5},${y} ${x + s * 0.25},${y + s * 0.45} ${x + s * 0.55},${y + s * 0.45} ${x - s * 0.05},${y + s * 1.1} ${x + s * 0.12},${y + s * 0.6} ${x - s * 0.15},${y + s * 0.6}" fill="#fff6a0" stroke="#111" stroke-width="${ink * 0.5}" stroke-linejoin="round"/>`;
  return [
    speedLines(layout),
    `<polygon points="${burst(seed, width * 0.15, height * 0.12, width * 0.16, 14)}" fill="#ffd21f" stroke="#111" stroke-width="${ink * 0.6}" stroke-linejoin="round"/>`,
    `<polygon points="${burst(seed + 1, width * 0.15, height * 0.12, width * 0.09, 10)}" fill="#ff4b2b"/>`,
    bolt(width * 0.125, height * 0.075, width * 0.08),
    `<polygon points="${burst(seed + 2, width * 0.87, height * 0.9, width * 0.14, 12)}" fill="#2bc4ff" stroke="#111" stroke-width="${ink * 0.6}" stroke-linejoin="round"/>`,
    `<polygon points="${burst(seed + 3, width * 0.87, height * 0.9, width * 0.075, 9)}" fill="#fff6a0"/>`,
    `<path fill-rule="evenodd" fill="#ffffff" d="M0,0 H${width} V${height} H0 Z M${gutter},${gutter} V${height - gutter} H${width - gutter} V${gutter} Z"/>`,
    `<rect x="${gutter}" y="${gutter}" width="${width - 2 * gutter}" height="${height - 2 * gutter}" fill="none" stroke="#111" stroke-width="${ink * 2}"/>`,
  ].join('');
}

export const powerUpWarrior: Recipe = {
  scene: powerBurst,
  async paint(picture: Raster, layout: Layout) {
    const ink = await inkLines(picture, { sigma: 1.4, threshold: 0.02, softness: 0.03 });
    // Flatten into areas of one colour first, so the tone bands fall in clean shapes; the face
    // keeps its detail and takes the bands and ink alone.
    const painted = await paintStrokesAroundFace(picture, layout, 3);
    grade(painted, { contrast: 0.2, saturation: 1.4 });
    const graded = cloneRaster(painted);
    celShade(painted, 4, 0.3);
    // Four flat bands lose a face turned from the light: half its shading comes back.
    restoreFace(painted, graded, layout, 0.5);
    drawInk(painted, ink, [18, 14, 34]);
    // Hot light pouring in round the hero from the edges of the panel.
    const rim = faceLight(layout, 3.2, 0.8);
    for (let i = 0; i < rim.data.length; i++) rim.data[i] = 1 - (rim.data[i] ?? 0);
    return addGlow(painted, rim, [255, 196, 40], 0.3);
  },
  async dress(picture: Raster, layout: Layout) {
    halftone(picture, layout.width / 110, 0.36, [60, 20, 90]);
    return dressWith(picture, 'power-up', { over: panel });
  },
};
