import sharp from 'sharp';
import type { CostumeLight } from './costumes/costume';
import { svgDocument } from './ops/svg';
import type { Raster } from './raster';
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

/**
 * Draws SVG layers (a costume's) over the picture, in place, in the picture's pixels. Only the
 * SVG goes through libvips; laying it on in a loop costs a fraction of a libvips composite,
 * which would turn the whole picture to premultiplied floats and back.
 */
export async function drawLayers(picture: Raster, ...layers: string[]): Promise<Raster> {
  const body = layers.join('');
  if (body.trim() === '') return picture;
  const svg = Buffer.from(svgDocument(picture.width, picture.height, body));
  const drawn = await sharp(svg).ensureAlpha().raw().toBuffer();
  const out = picture.data;
  for (let p = 0, i = 0; i < out.length; p += 4, i += 3) {
    const alpha = drawn[p + 3] as number;
    if (alpha === 0) continue;
    const k = alpha / 255;
    out[i] = (out[i] as number) + ((drawn[p] as number) - (out[i] as number)) * k;
    out[i + 1] = (out[i + 1] as number) + ((drawn[p + 1] as number) - (out[i + 1] as number)) * k;
    out[i + 2] = (out[i + 2] as number) + ((drawn[p + 2] as number) - (out[i + 2] as number)) * k;
  }
  return picture;
}
