import { dressWith } from '../ops/dress';
import { inEveryCorner, innerShadow, moulding } from '../ops/frame';
import { grade } from '../ops/grade';
import { applyLight, faceLight } from '../ops/light';
import { mixWhere } from '../ops/mix';
import { laurelBranch, twinkle } from '../ops/ornaments';
import { paintStrokes } from '../ops/paint';
import { applyTexture, cachedTexture, canvasWeave, layer, strokes } from '../ops/texture';
import { seedFrom } from '../prng';
import { createPlane, createRaster, type Raster } from '../raster';
import type { Recipe, Scene } from '../recipe';

const seed = seedFrom('imperial_equestrian_commander');

/** A stormy heroic sky, slate blue above to a golden break of light at shoulder height. */
function sky(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  const clouds = strokes(width, height, seed, {
    along: width * 0.18,
    across: width * 0.07,
    angle: 0.15,
  });
  for (let y = 0; y < height; y++) {
    const t = Math.min(1, y / (height * 0.75));
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const cloud = (clouds.data[p] ?? 0) * 38;
      raster.data[p * 3] = 58 + 170 * t * t + cloud;
      raster.data[p * 3 + 1] = 76 + 120 * t * t + cloud;
      raster.data[p * 3 + 2] = 112 + 40 * t + cloud;
    }
  }
  return raster;
}

/** Where the sky shows: away from the face and body, strongest at the top corners. */
function skyMask(scene: Scene): ReturnType<typeof createPlane> {
  const { width, height } = scene;
  const keep = faceLight(scene, 1.45, 0.5);
  const mask = createPlane(width, height);
  for (let y = 0; y < height; y++) {
    const upper = Math.min(1, Math.max(0, 1.3 - y / (height * 0.6)));
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      mask.data[p] = upper * (1 - (keep.data[p] ?? 0)) * 0.8;
    }
  }
  return mask;
}

/** Imperial blue lacquer between gilt mouldings, golden stars and a victor's laurels. */
function frame({ width, height }: Scene): string {
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
  async paint(photo: Raster, scene: Scene) {
    grade(photo, {
      contrast: 0.3,
      saturation: 1.05,
      blacks: 0.03,
      shadows: [-4, 4, 20],
      highlights: [18, 10, -4],
    });
    mixWhere(photo, sky(scene.width, scene.height), skyMask(scene));
    const painted = await paintStrokes(photo, 3);
    return applyLight(painted, faceLight(scene, 3, 0.9), [0.6, 0.6, 0.66], [1.05, 1.02, 0.97]);
  },
  async dress(picture: Raster, scene: Scene) {
    const { width, height } = scene;
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
