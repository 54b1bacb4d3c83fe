import { dressWith } from '../ops/dress';
import { inEveryCorner, innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { laurelBranch, twinkle } from '../ops/ornaments';
import { paintStrokesAroundFace } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, layer, strokes } from '../ops/texture';
import { seedFrom } from '../prng';
import type { Raster } from '../raster';
import type { Layout, Recipe } from '../recipe';
import { battlefieldSky } from '../scenes/battlefield-sky';

const seed = seedFrom('imperial_equestrian_commander');

/** Imperial blue lacquer between gilt mouldings, golden stars and a victor's laurels. */
function frame({ width, height }: Layout): string {
  const t = Math.round(width * 0.08);
  const gilt = ['#5a3c0c', '#e8c873', '#a8792a', '#f7e3a0', '#6e4a12'];
  const star = (x: number, y: number) => twinkle(x, y, t * 0.32, '#f3d27a');
  return [
    innerShadow(width, height, t, width * 0.018),
    moulding(width, height, {
      id: 'blue',
      thickness: t,
      profile: ['#0b1738', '#1d3470', '#2a4a94', '#142556', '#0a1430'],
    }),
    moulding(width, height, { id: 'outer', thickness: t * 0.18, profile: gilt }),
    moulding(width, height, { id: 'inner', thickness: t * 0.16, profile: gilt, inset: t * 0.84 }),
    inEveryCorner(width, height, star(t * 0.5, t * 0.5)),
    laurelBranch(width / 2 - t * 0.45, height - t * 0.5, width * 0.3, 180, '#e3c270'),
    laurelBranch(width / 2 + t * 0.45, height - t * 0.5, width * 0.3, 0, '#e3c270'),
    laurelBranch(width / 2 - t * 0.45, t * 0.5, width * 0.3, 180, '#e3c270'),
    laurelBranch(width / 2 + t * 0.45, t * 0.5, width * 0.3, 0, '#e3c270'),
    star(width / 2, height - t * 0.5),
    star(width / 2, t * 0.5),
  ].join('');
}

export const imperialEquestrianCommander: Recipe = {
  scene: battlefieldSky,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, {
      contrast: 0.3,
      saturation: 1.05,
      blacks: 0.03,
      shadows: [-4, 4, 20],
      highlights: [18, 10, -4],
    });
    const painted = await paintStrokesAroundFace(picture, layout, 3);
    return applyLight(painted, faceLight(layout, 3.4, 0.9), [0.74, 0.74, 0.8], [1.05, 1.02, 0.97]);
  },
  async dress(picture: Raster, layout: Layout) {
    const { width, height } = layout;
    const texture = cachedTexture('imperial', width, height, () =>
      layer(width, height, [
        [canvasWeave(width, height, 3), 0.35],
        [strokes(width, height, seed, { along: 24, across: 4, angle: 0.2 }), 0.4],
      ]),
    );
    applyTexture(picture, texture, 0.08);
    return dressWith(picture, 'imperial', { over: frame });
  },
};
