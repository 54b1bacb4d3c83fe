import { type Layout, surfaceScale } from '../layout';
import { grade } from '../ops/grade';
import { applyLight, lightPool } from '../ops/light';
import { paintOil } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, cracks, layer } from '../ops/texture';
import { liftFeatures } from '../ops/tones';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { darkChamber } from '../scenes/dark-chamber';

const seed = seedFrom('caravaggio');

function varnishTexture(width: number, height: number, scale: number) {
  return cachedTexture('caravaggio', width, height, () =>
    layer(width, height, [
      [cracks(width, height, seed, 70 * scale), 0.9],
      [canvasWeave(width, height, 2.6 * scale), 0.25],
    ]),
  );
}

export const caravaggio: Recipe = {
  scene: darkChamber,
  async paint(picture: Raster, layout: Layout) {
    await liftFeatures(picture, layout, 1.2);
    grade(picture, {
      contrast: 0.55,
      gamma: 1.12,
      saturation: 0.72,
      shadows: [8, 0, -10],
      highlights: [20, 10, -14],
    });
    const painted = await paintOil(picture, layout, 3);
    const { face, width, height } = layout;
    // One hard light from the upper left: it narrows to the sitter, the rest falls to black.
    const light = lightPool(width, height, {
      x: face.x - face.radius * 0.3,
      y: face.y + face.radius * 0.2,
      radiusX: face.radius * 2.6,
      radiusY: face.radius * 3.2,
      softness: 0.8,
    });
    return applyLight(painted, light, [0.3, 0.26, 0.22], [1.1, 1.04, 0.94]);
  },
  finish(picture: Raster, layout: Layout) {
    const texture = varnishTexture(layout.width, layout.height, surfaceScale(layout));
    return applyTexture(picture, texture, 0.12);
  },
};
