import { type Layout, surfaceScale } from '../layout';
import { blurRaster } from '../ops/blur';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, strokes } from '../ops/texture';
import { boostDetail } from '../ops/tones';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { mountainFortress } from '../scenes/mountain-fortress';

const seed = seedFrom('heroic_fantasy_warrior');

export const heroicFantasyWarrior: Recipe = {
  scene: mountainFortress,
  async paint(picture: Raster, layout: Layout) {
    boostDetail(picture, await blurRaster(picture, 6), 0.5);
    grade(picture, {
      contrast: 0.55,
      saturation: 1.25,
      shadows: [-40, 10, 50],
      highlights: [44, 18, -34],
    });
    const painted = await paintOil(picture, layout, 3);
    return applyLight(painted, faceLight(layout, 3.4, 0.9), [0.72, 0.76, 0.86], [1.06, 1.0, 0.94]);
  },
  finish(picture: Raster, layout: Layout) {
    const s = surfaceScale(layout);
    const texture = cachedTexture('heroic', layout.width, layout.height, () =>
      strokes(layout.width, layout.height, seed, { along: 14 * s, across: 3 * s, angle: -0.6 }),
    );
    return applyTexture(picture, texture, 0.05);
  },
};
