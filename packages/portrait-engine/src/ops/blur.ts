import {
  type Plane,
  planeFromSharp,
  planeToSharp,
  type Raster,
  rasterFromSharp,
  rasterToSharp,
} from '../raster';
import { enlargeRaster, shrinkPlane, shrinkRaster, stretchPlane } from './resample';

/** Above this sigma a blur runs on a shrunken copy: the same look for a fraction of the work. */
const DIRECT_SIGMA_LIMIT = 3;

function shrinkFactorFor(sigma: number): number {
  let factor = 1;
  while (factor < 16 && sigma / (factor * 2) >= 1.5) factor *= 2;
  return factor;
}

export async function blurRaster(raster: Raster, sigma: number): Promise<Raster> {
  if (sigma <= DIRECT_SIGMA_LIMIT) return rasterFromSharp(rasterToSharp(raster).blur(sigma));
  const factor = shrinkFactorFor(sigma);
  const small = await shrinkRaster(raster, factor);
  const blurred = await rasterFromSharp(rasterToSharp(small).blur(sigma / factor));
  return enlargeRaster(blurred, raster.width, raster.height);
}

export async function blurPlane(plane: Plane, sigma: number): Promise<Plane> {
  if (sigma <= DIRECT_SIGMA_LIMIT) return planeFromSharp(planeToSharp(plane).blur(sigma));
  const factor = shrinkFactorFor(sigma);
  const small = await shrinkPlane(plane, factor);
  const blurred = await planeFromSharp(planeToSharp(small).blur(sigma / factor));
  return stretchPlane(blurred, plane.width, plane.height);
}
