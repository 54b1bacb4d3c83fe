import { type Layout, surfaceScale } from '../layout';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, layer, strokes } from '../ops/texture';
import { liftFeatures } from '../ops/tones';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { royalInterior } from '../scenes/royal-interior';

const seed = seedFrom('royal_oil_paint');

function oilTexture(width: number, height: number, s: number) {
  return cachedTexture('royal', width, height, () =>
    layer(width, height, [
      [canvasWeave(width, height, 3.2 * s), 0.22],
      [strokes(width, height, seed, { along: 34 * s, across: 7 * s, angle: 0.7 }), 0.6],
      [strokes(width, height, seed + 1, { along: 16 * s, across: 4 * s, angle: -0.5 }), 0.3],
    ]),
  );
}

export const royalOilPaint: Recipe = {
  scene: royalInterior,
  async paint(picture: Raster, layout: Layout) {
    await liftFeatures(picture, layout, 0.8);
    grade(picture, {
      contrast: 0.35,
      gamma: 1.05,
      saturation: 1.08,
      shadows: [22, 6, -16],
      highlights: [12, 4, -14],
    });
    const painted = await paintOil(picture, layout, 4);
    return applyLight(painted, faceLight(layout, 3.2, 0.9), [0.7, 0.62, 0.54], [1.04, 1.02, 0.98]);
  },
  finish(picture: Raster, layout: Layout) {
    const texture = oilTexture(layout.width, layout.height, surfaceScale(layout));
    return applyTexture(picture, texture, 0.05);
  },
};
