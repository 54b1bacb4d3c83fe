import type { Raster } from '../raster';
import { type Layout, layoutFor } from '../recipe';
import { drawOverlay, svgDocument, svgOverlay } from './overlay';

/** SVG body builders for a style's two overlay layers; either may be left out. */
export interface Dressing {
  /** Light that adds to the picture (glows, rays, sparks), screen-blended. */
  glow?: (layout: Layout) => string;
  /** Things laid on top (frames, ornaments). */
  over?: (layout: Layout) => string;
}

/**
 * Draws a style's overlays over the picture in place. They are drawn once per size for the
 * usual face position and cached, so they never depend on which photo came first.
 */
export async function dressWith(picture: Raster, key: string, dressing: Dressing): Promise<Raster> {
  const { width, height } = picture;
  const layout = layoutFor(width, height);
  const { glow, over } = dressing;
  const [glowLayer, overLayer] = await Promise.all([
    glow &&
      svgOverlay(`${key}-glow:${width}x${height}`, () => svgDocument(width, height, glow(layout))),
    over &&
      svgOverlay(`${key}-over:${width}x${height}`, () => svgDocument(width, height, over(layout))),
  ]);
  if (glowLayer) drawOverlay(picture, glowLayer, 'screen');
  if (overLayer) drawOverlay(picture, overLayer, 'over');
  return picture;
}
