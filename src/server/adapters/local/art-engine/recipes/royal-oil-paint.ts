import { dressWith } from '../ops/dress';
import { beads, inEveryCorner, innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, layer, strokes } from '../ops/texture';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { royalInterior } from '../scenes/royal-interior';

const seed = seedFrom('royal_oil_paint');

const GOLD = [
  '#4a2f08',
  '#b8862a',
  '#f3d98a',
  '#a06c18',
  '#5c3a0b',
  '#e2bd5c',
  '#fff0b8',
  '#9a6a1c',
];

function oilTexture(width: number, height: number) {
  return cachedTexture('royal', width, height, () =>
    layer(width, height, [
      [canvasWeave(width, height, 3.2), 0.22],
      [strokes(width, height, seed, { along: 34, across: 7, angle: 0.7 }), 0.6],
      [strokes(width, height, seed + 1, { along: 16, across: 4, angle: -0.5 }), 0.3],
    ]),
  );
}

/** A scalloped shell and two acanthus scrolls for the top-left corner; `t` is the moulding width. */
function cornerOrnament(t: number): string {
  const f = (n: number) => (n * t).toFixed(1);
  const ribs = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const a = (i / 6) * (Math.PI / 2);
      return `M ${f(0.12)},${f(0.12)} L ${f(0.12 + Math.cos(a) * 1.05)},${f(0.12 + Math.sin(a) * 1.05)}`;
    })
    .join(' ');
  const scallops = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = ((i + 0.5) / 6) * (Math.PI / 2);
      return `<circle cx="${f(0.12 + Math.cos(a) * 1.05)}" cy="${f(0.12 + Math.sin(a) * 1.05)}" r="${f(0.17)}"/>`;
    })
    .join('');
  const scroll = `M ${f(0.9)},${f(0.3)} C ${f(1.4)},${f(-0.05)} ${f(1.9)},${f(0.8)} ${f(2.45)},${f(0.45)} C ${f(2.8)},${f(0.2)} ${f(2.6)},${f(-0.02)} ${f(2.38)},${f(0.16)} C ${f(2.25)},${f(0.28)} ${f(2.4)},${f(0.4)} ${f(2.5)},${f(0.3)}`;
  const leaf = (d: string) =>
    `<path d="${d}" fill="none" stroke="#4a2f08" stroke-width="${f(0.24)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="url(#gold-leaf)" stroke-width="${f(0.15)}" stroke-linecap="round"/>`;
  return [
    `<g fill="url(#gold-leaf)" stroke="#4a2f08" stroke-width="${f(0.03)}">${scallops}`,
    `<path d="M ${f(0.12)},${f(0.12)} L ${f(1.17)},${f(0.12)} A ${f(1.05)},${f(1.05)} 0 0 1 ${f(0.12)},${f(1.17)} Z"/></g>`,
    `<path d="${ribs}" stroke="#6b4410" stroke-width="${f(0.035)}" fill="none"/>`,
    leaf(scroll),
    `<g transform="matrix(0,1,1,0,0,0)">${leaf(scroll)}</g>`,
    `<circle cx="${f(0.12)}" cy="${f(0.12)}" r="${f(0.2)}" fill="#fff0b8" stroke="#4a2f08" stroke-width="${f(0.03)}"/>`,
  ].join('');
}

function frame({ width, height }: Layout): string {
  const thickness = Math.round(width * 0.075);
  const liner = Math.round(width * 0.018);
  const body = [
    '<defs><linearGradient id="gold-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff0b8"/><stop offset="0.45" stop-color="#d4a540"/><stop offset="1" stop-color="#7a5212"/></linearGradient></defs>',
    innerShadow(width, height, thickness + liner, width * 0.02),
    moulding(width, height, {
      id: 'liner',
      thickness: liner,
      profile: ['#3a0a0e', '#6e1620', '#4a0d14'],
      inset: thickness,
    }),
    moulding(width, height, { id: 'gold', thickness, profile: GOLD }),
    beads(width, height, thickness * 0.62, thickness * 0.2, thickness * 0.055, '#fbe7a4'),
    inEveryCorner(width, height, cornerOrnament(thickness)),
  ];
  return body.join('');
}

export const royalOilPaint: Recipe = {
  scene: royalInterior,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, {
      contrast: 0.35,
      gamma: 1.05,
      saturation: 1.08,
      shadows: [22, 6, -16],
      highlights: [12, 4, -14],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 3);
    return applyLight(painted, faceLight(layout, 3.2, 0.9), [0.7, 0.62, 0.54], [1.04, 1.02, 0.98]);
  },
  async dress(picture: Raster, layout: Layout) {
    applyTexture(picture, oilTexture(layout.width, layout.height), 0.09);
    return dressWith(picture, 'royal', { over: frame });
  },
};
