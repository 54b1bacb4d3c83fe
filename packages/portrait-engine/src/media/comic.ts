import { blurRaster } from '../ops/blur';
import { drawInk, inkLines } from '../ops/edges';
import { grade } from '../ops/grade';
import { halftone } from '../ops/print';
import { celShade } from '../ops/tones';
import type { Raster } from '../raster';

const INK = [18, 16, 24] as const;

/**
 * A comic-book panel: flat cel-shaded colour in three bands, halftone dots in the shadows,
 * and ink outlines from a difference of Gaussians (XDoG) over everything.
 */
export async function comic(picture: Raster): Promise<Raster> {
  const [flat, lines] = await Promise.all([
    blurRaster(picture, 2.2),
    inkLines(picture, { sigma: 1.5, threshold: 0.005, softness: 0.02 }),
  ]);
  grade(flat, { saturation: 1.45, contrast: 0.25 });
  celShade(flat, 3, 0.12);
  halftone(flat, 6, 0.42, [40, 30, 60]);
  return drawInk(flat, lines, INK);
}
