import { dressWith } from '../ops/dress';
import { innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, lightPool } from '../ops/light';
import { paintStrokes } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, cracks, layer } from '../ops/texture';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Recipe, Scene } from '../recipe';

const seed = seedFrom('caravaggio');

function varnishTexture(width: number, height: number) {
  return cachedTexture('caravaggio', width, height, () =>
    layer(width, height, [
      [cracks(width, height, seed, 70), 0.9],
      [canvasWeave(width, height, 2.6), 0.25],
    ]),
  );
}

/** A plain dark walnut frame with a thin gilt fillet: the painting does the talking. */
function frame({ width, height }: Scene): string {
  const thickness = Math.round(width * 0.055);
  const fillet = Math.round(width * 0.008);
  return [
    innerShadow(width, height, thickness + fillet, width * 0.015),
    moulding(width, height, {
      id: 'fillet',
      thickness: fillet,
      profile: ['#6b4a12', '#d8b060', '#7a5416'],
      inset: thickness,
    }),
    moulding(width, height, {
      id: 'walnut',
      thickness,
      profile: ['#120a05', '#3a2412', '#5a3a1e', '#24160b', '#0e0804'],
    }),
  ].join('');
}

export const caravaggio: Recipe = {
  async paint(photo: Raster, scene: Scene) {
    grade(photo, {
      contrast: 0.55,
      gamma: 1.12,
      saturation: 0.72,
      shadows: [8, 0, -10],
      highlights: [20, 10, -14],
    });
    const painted = await paintStrokes(photo, 2);
    const { face, width, height } = scene;
    // One hard light from high on the left, the rest of the room falling into darkness.
    const light = lightPool(width, height, {
      x: face.x - face.radius * 0.2,
      y: face.y - face.radius * 0.15,
      radiusX: face.radius * 1.75,
      radiusY: face.radius * 2.3,
      softness: 0.75,
    });
    return applyLight(painted, light, [0.1, 0.075, 0.05], [1.14, 1.05, 0.92]);
  },
  async dress(picture: Raster, scene: Scene) {
    applyTexture(picture, varnishTexture(scene.width, scene.height), 0.12);
    return dressWith(picture, 'caravaggio', { over: frame });
  },
};
