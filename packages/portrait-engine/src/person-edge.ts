import type { HeadGeometry } from './costumes/costume';
import { guidedFilter, lumaPlane } from './ops/guided-filter';
import { keepPieceAt } from './ops/islands';
import type { Plane, Raster } from './raster';

/**
 * The guided filter's window, as a share of the face width (3 pixels at painting size), and
 * the photo's brightness variance under which a window counts as flat: about a 6% spread, so
 * a jaw's or a lock's edge against a wall is followed and skin's grain is not.
 */
const WINDOW_SHARE = 0.02;
const FLAT_VARIANCE = 0.004;

/**
 * The person mask made to fit the photo: the mask model's coarse, blocky edge moved onto the
 * photo's own edges (a guided filter by its brightness), and every scrap apart from the head's
 * piece dropped, so no old background comes along with the cut-out.
 */
export function fitPersonToPhoto(person: Plane, photo: Raster, head: HeadGeometry): Plane {
  const radius = Math.max(1, Math.round(head.faceWidth * WINDOW_SHARE));
  const fitted = guidedFilter(person, lumaPlane(photo), radius, FLAT_VARIANCE);
  return keepPieceAt(fitted, head.faceCenter);
}
