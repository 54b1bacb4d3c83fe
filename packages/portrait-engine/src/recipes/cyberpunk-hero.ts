import { type Layout, surfaceScale } from '../layout';
import { capChromaWhere, grade } from '../ops/grade';
import { applyLight, faceLight, faceOval } from '../ops/light';
import { paintCel } from '../ops/paint';
import { scanlines } from '../ops/print';
import type { Raster } from '../raster';
import type { Recipe } from '../recipe';
import { neonCity } from '../scenes/neon-city';

/** The face's oval kept clear of scanlines, in face radii across (and a quarter more down). */
const FACE_SPARED = 1.1;

/**
 * The most colourful the face may be in the neon grade (brightest channel over darkest, of
 * 255). The grade's 1.3 saturation drove paint on a face (the face-painted sitter's orange
 * and blue) to full colour, and the face read as a mask: the outside judge found no face in
 * any of her five artworks (three of five with the cap at 90, four at 60). Skin loses a little of
 * its neon pink and keeps its light; Power-Up, whose skin is pushed harder, went pale under the
 * same cap and has none.
 */
const FACE_MOST_CHROMA = 60;

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
    capChromaWhere(picture, FACE_MOST_CHROMA, faceOval(layout, FACE_SPARED));
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
    const period = Math.round(4 * surfaceScale(layout));
    return scanlines(picture, period, 0.2, faceOval(layout, FACE_SPARED));
  },
};
