import { dressWith } from '../ops/dress';
import { innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, lightPool } from '../ops/light';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, cracks, layer } from '../ops/texture';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { darkChamber } from '../scenes/dark-chamber';

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
function frame({ width, height }: Layout): string {
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
  scene: darkChamber,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, {
      contrast: 0.55,
      gamma: 1.12,
      saturation: 0.72,
      shadows: [8, 0, -10],
      highlights: [20, 10, -14],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 2);
    const { face, width, height } = layout;
    // The light narrows to the sitter; what it misses falls further into the dark.
    const light = lightPool(width, height, {
      x: face.x + face.radius * 0.2,
      y: face.y + face.radius * 0.1,
      radiusX: face.radius * 2.4,
      radiusY: face.radius * 2.8,
      softness: 0.8,
    });
    return applyLight(painted, light, [0.4, 0.34, 0.28], [1.1, 1.04, 0.94]);
  },
  async dress(picture: Raster, layout: Layout) {
    applyTexture(picture, varnishTexture(layout.width, layout.height), 0.12);
    return dressWith(picture, 'caravaggio', { over: frame });
  },
};
