import { type Layout, surfaceScale } from '../layout';
import { blurPlane } from '../ops/blur';
import { grade } from '../ops/grade';
import { addGlow, applyLight, faceLight } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, strokes } from '../ops/texture';
import { liftFeatures } from '../ops/tones';
import { seedFrom } from '../prng';
import { luminance, type Raster } from '../raster';
import type { Recipe } from '../recipe';
import { arcaneNight } from '../scenes/arcane-night';

const seed = seedFrom('commanding_wizard');

export const commandingWizard: Recipe = {
  scene: arcaneNight,
  async paint(picture: Raster, layout: Layout) {
    await liftFeatures(picture, layout, 0.8);
    grade(picture, {
      contrast: 0.35,
      saturation: 0.8,
      shadows: [14, -8, 46],
      highlights: [4, 12, 26],
    });
    const painted = await paintOil(picture, layout, 3);
    applyLight(painted, faceLight(layout, 3.2, 0.85), [0.62, 0.56, 0.8], [1.02, 1.04, 1.1]);
    // Bloom: the brightest parts spill a soft violet light, as if lit by the spell.
    const light = luminance(painted);
    for (let i = 0; i < light.data.length; i++)
      light.data[i] = Math.max(0, ((light.data[i] ?? 0) - 0.55) / 0.45);
    return addGlow(painted, await blurPlane(light, 12), [190, 150, 255], 0.9);
  },
  finish(picture: Raster, layout: Layout) {
    const s = surfaceScale(layout);
    const texture = cachedTexture('wizard', layout.width, layout.height, () =>
      strokes(layout.width, layout.height, seed, { along: 16 * s, across: 5 * s, angle: 1.2 }),
    );
    return applyTexture(picture, texture, 0.05);
  },
};
