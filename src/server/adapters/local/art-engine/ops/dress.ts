import type { Raster } from '../raster';
import { type Scene, sceneFor } from '../recipe';
import { drawOverlay, svgDocument, svgOverlay } from './overlay';

/** SVG body builders for a style's two overlay layers; either may be left out. */
export interface Dressing {
  /** Light that adds to the picture (glows, rays, sparks), screen-blended. */
  glow?: (scene: Scene) => string;
  /** Things laid on top (frames, ornaments). */
  over?: (scene: Scene) => string;
}

/**
 * Draws a style's overlays over the picture in place. They are drawn once per size for the
 * usual face position and cached, so they never depend on which photo came first.
 */
export async function dressWith(picture: Raster, key: string, dressing: Dressing): Promise<Raster> {
  const { width, height } = picture;
  const scene = sceneFor(width, height);
  const { glow, over } = dressing;
  const [glowLayer, overLayer] = await Promise.all([
    glow &&
      svgOverlay(`${key}-glow:${width}x${height}`, () => svgDocument(width, height, glow(scene))),
    over &&
      svgOverlay(`${key}-over:${width}x${height}`, () => svgDocument(width, height, over(scene))),
  ]);
  if (glowLayer) drawOverlay(picture, glowLayer, 'screen');
  if (overLayer) drawOverlay(picture, overLayer, 'over');
  return picture;
}
