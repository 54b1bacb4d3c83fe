import { blurRaster } from '../ops/blur';
import { dressWith } from '../ops/dress';
import { inEveryCorner, innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { specks } from '../ops/ornaments';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, strokes } from '../ops/texture';
import { boostDetail } from '../ops/tones';
import { rivets } from '../ops/trim';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { mountainFortress } from '../scenes/mountain-fortress';

const seed = seedFrom('heroic_fantasy_warrior');

/** Shafts of sunlight falling from above the frame, and dust and sparks in the air. */
function rays({ width, height }: Layout): string {
  const shafts = [-0.42, -0.3, 0.3, 0.44].map((lean, i) => {
    const top = width * (0.5 + lean * 0.4);
    const spread = width * (0.05 + (i % 2) * 0.04);
    const bottom = width * (0.5 + lean * 1.6);
    return `<polygon points="${top - spread * 0.2},0 ${top + spread * 0.2},0 ${bottom + spread},${height} ${bottom - spread},${height}" fill="url(#shaft)"/>`;
  });
  return [
    '<defs><linearGradient id="shaft" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd890" stop-opacity="0.55"/><stop offset="0.7" stop-color="#ffb050" stop-opacity="0"/></linearGradient></defs>',
    ...shafts,
    specks(
      seed,
      70,
      { x: 0, y: height * 0.45, width, height: height * 0.55 },
      '#ffb347',
      width * 0.004,
    ),
  ].join('');
}

/** A knight's shield with a sword behind it, centred on x at the foot of the frame. */
function crest(x: number, y: number, size: number): string {
  const w = size * 0.42;
  const shield = `M ${x - w},${y - size * 0.45} L ${x + w},${y - size * 0.45} L ${x + w},${y} Q ${x + w},${y + size * 0.38} ${x},${y + size * 0.55} Q ${x - w},${y + size * 0.38} ${x - w},${y} Z`;
  const blade = size * 0.07;
  return [
    `<g transform="rotate(-35 ${x} ${y})">`,
    `<rect x="${x - blade / 2}" y="${y - size * 0.95}" width="${blade}" height="${size * 1.7}" fill="url(#blade)" stroke="#1b1e22" stroke-width="2"/>`,
    `<rect x="${x - size * 0.22}" y="${y - size * 0.62}" width="${size * 0.44}" height="${blade}" fill="#b08a3c" stroke="#1b1e22" stroke-width="2"/>`,
    '</g>',
    `<path d="${shield}" fill="url(#bronze)" stroke="#2a1a0a" stroke-width="4"/>`,
    `<path d="${shield}" fill="none" stroke="#f3d9a0" stroke-width="2" transform="translate(${x} ${y}) scale(0.82) translate(${-x} ${-y})"/>`,
    `<path d="M ${x},${y - size * 0.3} L ${x + size * 0.1},${y - size * 0.05} L ${x + size * 0.24},${y - size * 0.05} L ${x + size * 0.12},${y + size * 0.1} L ${x + size * 0.16},${y + size * 0.3} L ${x},${y + size * 0.18} L ${x - size * 0.16},${y + size * 0.3} L ${x - size * 0.12},${y + size * 0.1} L ${x - size * 0.24},${y - size * 0.05} L ${x - size * 0.1},${y - size * 0.05} Z" fill="#f6e2a8"/>`,
  ].join('');
}

/** Brushed steel with bronze corner plates and rivets. */
function frame({ width, height }: Layout): string {
  const t = Math.round(width * 0.06);
  const plate = t * 2.2;
  return [
    '<defs><linearGradient id="blade" x1="0" x2="1"><stop offset="0" stop-color="#f4f7fa"/><stop offset="0.5" stop-color="#9aa6b2"/><stop offset="1" stop-color="#4c5660"/></linearGradient>',
    '<linearGradient id="bronze" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0c27a"/><stop offset="0.5" stop-color="#a8692a"/><stop offset="1" stop-color="#4a2a10"/></linearGradient></defs>',
    innerShadow(width, height, t, width * 0.018),
    moulding(width, height, {
      id: 'steel',
      thickness: t,
      profile: ['#23272c', '#8d99a6', '#e6edf3', '#6f7a86', '#2c3238', '#a9b4bf', '#3a4148'],
    }),
    inEveryCorner(
      width,
      height,
      `<path d="M 0,0 L ${plate},0 L ${plate * 0.62},${t * 0.8} L ${t * 0.8},${plate * 0.62} L 0,${plate} Z" fill="url(#bronze)" stroke="#2a1a0a" stroke-width="3"/>`,
    ),
    rivets(width, height, t * 0.5, width * 0.09, t * 0.12),
    crest(width / 2, height - t * 0.9, t * 2),
  ].join('');
}

export const heroicFantasyWarrior: Recipe = {
  scene: mountainFortress,
  async paint(picture: Raster, layout: Layout) {
    boostDetail(picture, await blurRaster(picture, 6), 0.8);
    grade(picture, {
      contrast: 0.55,
      saturation: 1.25,
      shadows: [-40, 10, 50],
      highlights: [44, 18, -34],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 2);
    return applyLight(painted, faceLight(layout, 3.4, 0.9), [0.72, 0.76, 0.86], [1.06, 1.0, 0.94]);
  },
  async dress(picture: Raster, layout: Layout) {
    const texture = cachedTexture('heroic', layout.width, layout.height, () =>
      strokes(layout.width, layout.height, seed, { along: 14, across: 3, angle: -0.6 }),
    );
    applyTexture(picture, texture, 0.05);
    return dressWith(picture, 'heroic', { glow: rays, over: frame });
  },
};
