import { blurPlane, blurRaster } from '../ops/blur';
import { drawInk, inkLines } from '../ops/edges';
import type { Rgb } from '../ops/grade';
import { createRaster, type Raster } from '../raster';
import type { Palette } from '../vocabulary';
import { hexToRgb } from './palette-grade';

/** Warhol's screen-print colours, darkest first, when the shopper named none. */
const SCREEN_PRINT: readonly Rgb[] = [
  [34, 20, 110],
  [238, 36, 120],
  [255, 124, 32],
  [255, 224, 40],
  [88, 226, 236],
];
const BLACK: Rgb = [14, 12, 16];
/** Pixels between Ben-Day dots. */
const DOT = 7;

/** The palette's colours at full strength: pop art has no muted inks. */
function inks(palette?: Palette): readonly Rgb[] {
  if (!palette || palette.colours.length < 3) return SCREEN_PRINT;
  return palette.colours.map((hex) => {
    const [r, g, b] = hexToRgb(hex);
    const high = Math.max(r, g, b);
    const low = Math.min(r, g, b);
    // Greys (a black-and-white palette) stay as they are: they have no hue to push.
    if (high - low < 30) return [r, g, b];
    // Each colour at its most saturated and bright, keeping its hue.
    const lift = (v: number) => Math.min(255, ((v - low) * 255 * 1.4) / (high - low));
    return [lift(r), lift(g), lift(b)];
  });
}

/**
 * Pop art: the picture screen-printed in a few flat, fully saturated inks by brightness,
 * Ben-Day dots over the middle tones, and thick black outlines.
 */
export async function popArt(picture: Raster, palette?: Palette): Promise<Raster> {
  const { width, height } = picture;
  const colours = inks(palette);
  const [flat, outlineInk] = await Promise.all([
    blurRaster(picture, 2),
    inkLines(picture, { sigma: 2.2, threshold: 0.005, softness: 0.02 }),
  ]);
  // Thick, bold lines: spread the ink and cut it hard.
  const spread = await blurPlane(outlineInk, 1.2);
  for (let p = 0; p < spread.data.length; p++) {
    spread.data[p] = Math.min(1, Math.max(0, ((spread.data[p] ?? 0) - 0.18) * 4));
  }
  const out = createRaster(width, height);
  const bands = colours.length + 1;
  const cos = Math.SQRT1_2 / DOT;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const i = p * 3;
      const luma =
        (0.299 * (flat.data[i] ?? 0) +
          0.587 * (flat.data[i + 1] ?? 0) +
          0.114 * (flat.data[i + 2] ?? 0)) /
        255;
      const level = Math.min(bands - 1, Math.floor(luma * bands));
      let colour = level === 0 ? BLACK : (colours[level - 1] ?? BLACK);
      const within = luma * bands - level;
      if (level > 0 && within < 0.5) {
        // Ben-Day dots of the next darker ink over the lower half of each band.
        const u = (x + y) * cos;
        const v = (y - x) * cos;
        const du = u - Math.floor(u) - 0.5;
        const dv = v - Math.floor(v) - 0.5;
        if (du * du + dv * dv < 0.09) colour = level === 1 ? BLACK : (colours[level - 2] ?? BLACK);
      }
      out.data[i] = colour[0];
      out.data[i + 1] = colour[1];
      out.data[i + 2] = colour[2];
    }
  }
  return drawInk(out, spread, BLACK);
}
