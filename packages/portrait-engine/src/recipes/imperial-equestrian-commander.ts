import { type Layout, surfaceScale } from '../layout';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, layer, strokes } from '../ops/texture';
import { liftFeatures } from '../ops/tones';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { battlefieldSky } from '../scenes/battlefield-sky';

const seed = seedFrom('imperial_equestrian_commander');

export const imperialEquestrianCommander: Recipe = {
  scene: battlefieldSky,
  async paint(picture: Raster, layout: Layout) {
    await liftFeatures(picture, layout, 0.8);
    grade(picture, {
      contrast: 0.3,
      saturation: 1.05,
      blacks: 0.03,
      shadows: [-4, 4, 20],
      highlights: [18, 10, -4],
    });
    const painted = await paintOil(picture, layout, 4);
    return applyLight(painted, faceLight(layout, 3.4, 0.9), [0.74, 0.74, 0.8], [1.05, 1.02, 0.97]);
  },
  finish(picture: Raster, layout: Layout) {
    const { width, height } = layout;
    const s = surfaceScale(layout);
    const texture = cachedTexture('imperial', width, height, () =>
      layer(width, height, [
        [canvasWeave(width, height, 3 * s), 0.35],
        [strokes(width, height, seed, { along: 24 * s, across: 4 * s, angle: 0.2 }), 0.4],
      ]),
    );
    return applyTexture(picture, texture, 0.08);
  },
};
