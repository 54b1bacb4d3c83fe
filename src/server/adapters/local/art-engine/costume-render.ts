import type { CostumeLight } from './costumes/costume';
import { svgDocument } from './ops/svg';
import { type Raster, rasterFromSharp, rasterToSharp } from './raster';
import type { SceneLight } from './scenes/scene';
import { hex } from './skin';

/** The scene's light as a costume reads it: the side it comes from and its colours. */
export function costumeLight(light: SceneLight): CostumeLight {
  const length = Math.hypot(light.from.x, light.from.y) || 1;
  return {
    from: { x: light.from.x / length, y: light.from.y / length },
    key: hex(light.lit.map((c) => 228 * c)),
    shadow: hex(light.shade.map((c) => 70 * c)),
  };
}

/** Draws SVG layers (a costume's) over the picture, in the picture's pixels. */
export async function drawLayers(picture: Raster, ...layers: string[]): Promise<Raster> {
  const body = layers.join('');
  if (body.trim() === '') return picture;
  const svg = Buffer.from(svgDocument(picture.width, picture.height, body));
  return rasterFromSharp(rasterToSharp(picture).composite([{ input: svg }]));
}
