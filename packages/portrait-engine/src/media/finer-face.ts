import type { Box } from '../layout';
import { cropRaster, layIn } from '../ops/lay-in';
import { cloneRaster, type Raster, rasterFromSharp, rasterToSharp } from '../raster';
import type { Medium } from '../vocabulary';

/**
 * The face is painted on a canvas this size, whatever its size in the picture: the medium's
 * marks (a wash's wander, a line's weight, a smudge) come out finer on it in proportion, about
 * half their size on a face of usual size, and its textures are made once for every face.
 */
const FACE_CANVAS = { width: 400, height: 480 } as const;

/**
 * Media whose face is painted on a larger canvas, by how much. A watercolour's wash wanders 4
 * px and bleeds 8 on any canvas, still enough at 400 px to wash the features out: judged on
 * the varied set (`ART_JUDGE_DIRECTIONS=9 npm run art:judge`), the sitter's own photo was the
 * nearest in 35 of 45 watercolours at 1, 41 at 1.4 and 37 at 1.8. Pop art's dots and outlines
 * and charcoal's grain are marks that must stay big enough to read: at 1.4 pop art kept its
 * own photo nearest in 30 (35 at 1) and charcoal lost two faces.
 */
export const FACE_CANVAS_SCALE: Partial<Record<Medium, number>> = { watercolour: 1.4 };

/**
 * `painted` (the whole picture in a medium) with the face inside `focus` painted again, finer,
 * by the same `paint` on a canvas `scale` times the usual, and laid in through a soft oval: as
 * a painter in any medium draws the eyes and mouth with a smaller brush than the coat. Painted
 * whole, a watercolour's washes and a pop-art print wander and band across the features until
 * the sitter is lost.
 */
export async function withFinerFace(
  picture: Raster,
  painted: Raster,
  focus: Box | undefined,
  paint: (picture: Raster) => Promise<Raster>,
  scale = 1,
): Promise<Raster> {
  if (!focus) return painted;
  const width = Math.round(FACE_CANVAS.width * scale);
  const height = Math.round(FACE_CANVAS.height * scale);
  const face = await rasterFromSharp(
    rasterToSharp(cropRaster(picture, focus)).resize(width, height, { fit: 'fill' }),
  );
  const fine = await rasterFromSharp(
    rasterToSharp(await paint(face)).resize(focus.width, focus.height, { fit: 'fill' }),
  );
  return layIn(cloneRaster(painted), fine, focus);
}
