import { blurRaster } from '../ops/blur';
import { dressWith } from '../ops/dress';
import { moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { compassRose } from '../ops/ornaments';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, grain, layer, strokes } from '../ops/texture';
import { boostDetail } from '../ops/tones';
import { rope } from '../ops/trim';
import { createRandom, seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { stormySea } from '../scenes/stormy-sea';

const seed = seedFrom('fierce_pirate_captain');

/** A ragged outline a little inside the rectangle, as a torn and scorched sheet. */
function tornEdge(width: number, height: number, inset: number): string {
  const random = createRandom(seed);
  const points: string[] = [];
  let drift = 0;
  const walk = (x0: number, y0: number, x1: number, y1: number, nx: number, ny: number) => {
    const steps = Math.round(Math.hypot(x1 - x0, y1 - y0) / 9);
    for (let i = 0; i < steps; i++) {
      // A wandering tear with small nicks, not a saw blade.
      drift = Math.max(-0.6, Math.min(0.6, drift * 0.92 + (random() - 0.5) * 0.35));
      const jitter = (drift + (random() - 0.5) * 0.25) * inset * 0.45;
      const x = x0 + ((x1 - x0) * i) / steps + nx * jitter;
      const y = y0 + ((y1 - y0) * i) / steps + ny * jitter;
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
  };
  walk(inset, inset, width - inset, inset, 0, 1);
  walk(width - inset, inset, width - inset, height - inset, -1, 0);
  walk(width - inset, height - inset, inset, height - inset, 0, -1);
  walk(inset, height - inset, inset, inset, 1, 0);
  return points.join(' ');
}

/** Weathered wood, a scorched parchment margin, a rope border and a chart's compass rose. */
function frame({ width, height }: Layout): string {
  const t = Math.round(width * 0.06);
  const margin = t + Math.round(width * 0.035);
  const edge = tornEdge(width, height, margin);
  return [
    `<path fill-rule="evenodd" fill="#d9bf8c" d="M0,0 H${width} V${height} H0 Z M${edge.replace(/ /g, ' L')} Z"/>`,
    `<polygon points="${edge}" fill="none" stroke="#2a1606" stroke-width="9" opacity="0.55"/>`,
    `<polygon points="${edge}" fill="none" stroke="#3a1f08" stroke-width="3"/>`,
    `<g opacity="0.8">${compassRose(width - margin - t * 1.9, height - margin - t * 1.9, t * 2, '#3b2410', '#e8d3a6')}</g>`,
    moulding(width, height, {
      id: 'wood',
      thickness: t,
      profile: ['#2a170a', '#6b4322', '#8a5a30', '#4a2c14', '#24130a'],
    }),
    rope(width, height, t * 0.5, t * 0.36),
  ].join('');
}

export const fiercePirateCaptain: Recipe = {
  scene: stormySea,
  async paint(picture: Raster, layout: Layout) {
    boostDetail(picture, await blurRaster(picture, 5), 0.8);
    grade(picture, {
      contrast: 0.4,
      saturation: 0.62,
      blacks: 0.05,
      shadows: [-8, 12, 10],
      highlights: [26, 14, -12],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 2);
    return applyLight(painted, faceLight(layout, 3.2, 0.85), [0.7, 0.64, 0.54], [1.04, 1.0, 0.94]);
  },
  async dress(picture: Raster, layout: Layout) {
    const { width, height } = layout;
    const texture = cachedTexture('pirate', width, height, () =>
      layer(width, height, [
        [strokes(width, height, seed, { along: 60, across: 45, angle: 0.4 }), 0.6],
        [strokes(width, height, seed + 1, { along: 14, across: 2, angle: 0.05 }), 0.25],
        [grain(width, height, seed + 2), 0.25],
      ]),
    );
    applyTexture(picture, texture, 0.12);
    return dressWith(picture, 'pirate', { over: frame });
  },
};
