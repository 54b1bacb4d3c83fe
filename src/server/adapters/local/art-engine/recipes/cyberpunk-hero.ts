import type { Layout } from '../layout';
import { grade } from '../ops/grade';
import { applyLight, faceLight, faceOval } from '../ops/light';
import { paintCel } from '../ops/paint';
import { scanlines } from '../ops/print';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { neonCity } from '../scenes/neon-city';

/** The face's oval kept clear of scanlines, in face radii across (and a quarter more down). */
const FACE_SPARED = 1.1;

export const cyberpunkHero: Recipe = {
  inked: true,
  scene: neonCity,
  async paint(picture: Raster, layout: Layout) {
    grade(picture, {
      contrast: 0.45,
      gamma: 1.1,
      saturation: 1.3,
      shadows: [-8, 22, 52],
      highlights: [34, -4, 26],
    });
    const painted = await paintCel(picture, layout, {
      radius: 3,
      bands: 5,
      inkScale: 1.2,
      ink: [10, 6, 30],
    });
    return applyLight(painted, faceLight(layout, 3, 0.85), [0.6, 0.52, 0.74], [1.02, 1.0, 1.06]);
  },
  finish(picture: Raster, layout: Layout) {
    // The screen's lines run over the city and the coat, not the face: ruled across it, they
    // hid it from the outside judge in most artworks (see scripts/art/judge.ts).
    return scanlines(picture, 4, 0.2, faceOval(layout, FACE_SPARED));
  },
};
