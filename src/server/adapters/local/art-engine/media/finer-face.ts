import type { Box } from '../layout';
import { cropRaster, layIn } from '../ops/lay-in';
import { cloneRaster, type Raster, rasterFromSharp, rasterToSharp } from '../raster';

/**
 * The face is painted on a canvas this size, whatever its size in the picture: the medium's
 * marks (a wash's wander, a line's weight, a smudge) come out finer on it in proportion, about
 * half their size on a face of usual size, and its textures are made once for every face.
 */
const FACE_CANVAS = { width: 400, height: 480 } as const;

/**
 * `painted` (the whole picture in a medium) with the face inside `focus` painted again, finer,
 * by the same `paint`, and laid in through a soft oval: as a painter in any medium draws the
 * eyes and mouth with a smaller brush than the coat. Painted whole, a watercolour's washes
 * and a pop-art print wander and band across the features until the sitter is lost.
 */
export async function withFinerFace(
  picture: Raster,
  painted: Raster,
  focus: Box | undefined,
  paint: (picture: Raster) => Promise<Raster>,
): Promise<Raster> {
  if (!focus) return painted;
  const { width, height } = FACE_CANVAS;
  const face = await rasterFromSharp(
    rasterToSharp(cropRaster(picture, focus)).resize(width, height, { fit: 'fill' }),
  );
  const fine = await rasterFromSharp(
    rasterToSharp(await paint(face)).resize(focus.width, focus.height, { fit: 'fill' }),
  );
  return layIn(cloneRaster(painted), fine, focus);
}
