import { type Layout, surfaceScale } from '../layout';
import { blurRaster } from '../ops/blur';
import { grade } from '../ops/grade';
import { addGlow, applyLight, faceLight, lightPool } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, grain, layer, strokes } from '../ops/texture';
import { boostDetail } from '../ops/tones';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { forge } from '../scenes/forge';

const seed = seedFrom('hearth_forged_raider');

export const hearthForgedRaider: Recipe = {
  scene: forge,
  async paint(picture: Raster, layout: Layout) {
    boostDetail(picture, await blurRaster(picture, 5), 0.7);
    grade(picture, {
      contrast: 0.5,
      gamma: 1.1,
      saturation: 0.5,
      shadows: [-8, 2, 16],
      highlights: [8, 2, -6],
    });
    const painted = await paintOil(picture, layout, 4);
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
  finish(picture: Raster, layout: Layout) {
    const { width, height } = layout;
    const s = surfaceScale(layout);
    const texture = cachedTexture('raider', width, height, () =>
      layer(width, height, [
        [grain(width, height, seed), 0.5],
        [strokes(width, height, seed + 1, { along: 9 * s, across: 9 * s, angle: 0 }), 0.5],
      ]),
    );
    return applyTexture(picture, texture, 0.1);
  },
};
