import { type Layout, surfaceScale } from '../layout';
import { blurRaster } from '../ops/blur';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, grain, layer, strokes } from '../ops/texture';
import { boostDetail, liftFeatures } from '../ops/tones';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { stormySea } from '../scenes/stormy-sea';

const seed = seedFrom('fierce_pirate_captain');

export const fiercePirateCaptain: Recipe = {
  scene: stormySea,
  async paint(picture: Raster, layout: Layout) {
    boostDetail(picture, await blurRaster(picture, 5), 0.5);
    await liftFeatures(picture, layout, 0.8);
    grade(picture, {
      contrast: 0.4,
      saturation: 0.62,
      blacks: 0.05,
      shadows: [-8, 12, 10],
      highlights: [26, 14, -12],
    });
    const painted = await paintOil(picture, layout, 4);
    return applyLight(painted, faceLight(layout, 3.2, 0.85), [0.7, 0.64, 0.54], [1.04, 1.0, 0.94]);
  },
  finish(picture: Raster, layout: Layout) {
    const { width, height } = layout;
    const s = surfaceScale(layout);
    const texture = cachedTexture('pirate', width, height, () =>
      layer(width, height, [
        [strokes(width, height, seed, { along: 60 * s, across: 45 * s, angle: 0.4 }), 0.6],
        [strokes(width, height, seed + 1, { along: 14 * s, across: 2 * s, angle: 0.05 }), 0.25],
        [grain(width, height, seed + 2), 0.25],
      ]),
    );
    return applyTexture(picture, texture, 0.12);
  },
};
