import { blurPlane } from '../ops/blur';
import { inkLines } from '../ops/edges';
import { createPlane, type Raster } from '../raster';
import { darkness, onPaper, paperTooth, relief, smooth, strokeRelief } from './paper';

const PAPER = [218, 214, 206] as const;
const CHARCOAL = [30, 29, 30] as const;
/** How much a mark's difference from its surround (9 pixels about) is added to it again. */
const LOCAL_DEPTH = 1.5;

/**
 * Charcoal on toned paper: no colour, the picture's darks smudged into soft masses, firmer
 * strokes along its contours, and the paper's tooth left white where the stick skipped.
 */
export async function charcoal(picture: Raster): Promise<Raster> {
  const { width, height } = picture;
  const dark = darkness(picture);
  const [smudged, surround, contours] = await Promise.all([
    blurPlane(dark, 2.2),
    blurPlane(dark, 9),
    inkLines(picture, { sigma: 1.8, threshold: 0.007, softness: 0.03 }),
  ]);
  const tooth = paperTooth(width, height);
  const marks = strokeRelief('charcoal', width, height, { along: 26, across: 2.5, angle: -1.05 });
  const cover = createPlane(width, height);
  for (let p = 0; p < cover.data.length; p++) {
    // The lightest tenth stays bare paper, as an artist leaves the lights. A quarter left a
    // fair face as blank paper with a few contour lines, and an outside detector found no face.
    // The smudge is deepened where it is darker than its surround (eye sockets, the nose's
    // side, the mouth) so a face keeps its modelling however light it is against the scene.
    const local = (smudged.data[p] ?? 0) - (surround.data[p] ?? 0);
    const tone = smooth(0.1, 0.95, (smudged.data[p] ?? 0) + LOCAL_DEPTH * local);
    const mass = tone * (0.85 + 0.3 * relief(marks, p) * tone);
    const laid = Math.min(1, mass + 0.5 * (contours.data[p] ?? 0));
    // The stick rides the paper's peaks: light strokes leave the valleys bare.
    cover.data[p] = laid + 0.7 * relief(tooth, p) * laid * (1 - laid);
  }
  return onPaper(cover, PAPER, CHARCOAL);
}
