import sharp from 'sharp';
import type { Raster } from '../raster';

/**
 * An RGBA layer drawn from SVG (frames, ornaments, glows), kept as its visible pixels only:
 * most of a frame is the empty picture area, so drawing skips it and the cache stays small.
 */
export interface Overlay {
  /** Index (y * width + x) of each pixel that is not fully transparent. */
  readonly pixels: Uint32Array;
  /** Straight-alpha RGBA of those pixels, four bytes each. */
  readonly colours: Uint8Array;
}

export type OverlayMode = 'over' | 'screen';

const cache = new Map<string, Promise<Overlay>>();

async function rasterise(svg: string): Promise<Overlay> {
  const { data } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let visible = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) visible++;
  const pixels = new Uint32Array(visible);
  const colours = new Uint8Array(visible * 4);
  for (let p = 0, i = 0, n = 0; i < data.length; p++, i += 4) {
    if (data[i + 3] === 0) continue;
    pixels[n] = p;
    colours.set(data.subarray(i, i + 4), n * 4);
    n++;
  }
  return { pixels, colours };
}

/**
 * Rasterises a style's SVG once per size: ornaments do not depend on the photo, and drawing
 * SVG costs more than the rest of a render.
 */
export function svgOverlay(key: string, build: () => string): Promise<Overlay> {
  let overlay = cache.get(key);
  if (!overlay) {
    overlay = rasterise(build());
    overlay.catch(() => cache.delete(key));
    cache.set(key, overlay);
  }
  return overlay;
}

/** Lays an overlay on the picture in place: painted over, or screened on as light. */
export function drawOverlay(raster: Raster, overlay: Overlay, mode: OverlayMode): Raster {
  const data = raster.data;
  const { pixels, colours } = overlay;
  const screen = mode === 'screen';
  for (let n = 0; n < pixels.length; n++) {
    const i = (pixels[n] ?? 0) * 3;
    const alpha = (colours[n * 4 + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c++) {
      const base = data[i + c] ?? 0;
      const top = colours[n * 4 + c] ?? 0;
      const blended = screen ? 255 - ((255 - base) * (255 - top)) / 255 : top;
      data[i + c] = base + (blended - base) * alpha;
    }
  }
  return raster;
}

/** Wraps SVG body markup in a document of the artwork's size. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
