import { blurRaster } from '../ops/blur';
import { dressWith } from '../ops/dress';
import { innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { addGlow, applyLight, faceLight, lightPool } from '../ops/light';
import { specks } from '../ops/ornaments';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, grain, layer, strokes } from '../ops/texture';
import { boostDetail } from '../ops/tones';
import { knotwork, rivets } from '../ops/trim';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { forge } from '../scenes/forge';

const seed = seedFrom('hearth_forged_raider');

/** Sparks rising from the forge below. */
function sparks({ width, height }: Layout): string {
  return [
    '<defs><radialGradient id="forge" cx="0.5" cy="1" r="0.6"><stop offset="0" stop-color="#ff7a1a" stop-opacity="0.55"/><stop offset="1" stop-color="#ff4400" stop-opacity="0"/></radialGradient></defs>',
    `<rect x="0" y="${height * 0.5}" width="${width}" height="${height * 0.5}" fill="url(#forge)"/>`,
    specks(
      seed,
      90,
      { x: 0, y: height * 0.35, width, height: height * 0.65 },
      '#ff9a3a',
      width * 0.0035,
    ),
  ].join('');
}

/** Blackened iron with a bronze knotwork band and rivets. */
function frame({ width, height }: Layout): string {
  const t = Math.round(width * 0.075);
  return [
    innerShadow(width, height, t, width * 0.02),
    moulding(width, height, {
      id: 'iron',
      thickness: t,
      profile: ['#0b0b0c', '#3b3a38', '#5d5953', '#2a2826', '#171615', '#45413c', '#101010'],
    }),
    knotwork(width, height, t * 0.5, t * 0.16, '#b9823d'),
    rivets(width, height, t * 0.16, width * 0.12, t * 0.07),
    rivets(width, height, t * 0.84, width * 0.12, t * 0.07),
  ].join('');
}

export const hearthForgedRaider: Recipe = {
  scene: forge,
  async paint(picture: Raster, layout: Layout) {
    boostDetail(picture, await blurRaster(picture, 5), 1.1);
    grade(picture, {
      contrast: 0.5,
      gamma: 1.1,
      saturation: 0.42,
      shadows: [-8, 2, 16],
      highlights: [8, 2, -6],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 2);
    applyLight(painted, faceLight(layout, 3, 0.85), [0.55, 0.55, 0.58], [1.02, 1.0, 0.98]);
    const { width, height } = layout;
    // Firelight from the hearth below, catching the jaw and shoulders.
    const fire = lightPool(width, height, {
      x: width * 0.5,
      y: height * 1.1,
      radiusX: width * 0.9,
      radiusY: height * 0.75,
      softness: 1,
    });
    return addGlow(painted, fire, [255, 118, 34], 0.4);
  },
  async dress(picture: Raster, layout: Layout) {
    const { width, height } = layout;
    const texture = cachedTexture('raider', width, height, () =>
      layer(width, height, [
        [grain(width, height, seed), 0.5],
        [strokes(width, height, seed + 1, { along: 9, across: 9, angle: 0 }), 0.5],
      ]),
    );
    applyTexture(picture, texture, 0.1);
    return dressWith(picture, 'raider', { glow: sparks, over: frame });
  },
};
