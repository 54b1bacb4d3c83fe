import { blurRaster } from '../ops/blur';
import { drawInk, inkLines } from '../ops/edges';
import { createRaster, type Raster } from '../raster';
import { paperTooth, relief, smooth } from './paper';

/** A mid-toned warm grey pastel paper, so both light and dark chalk show on it. */
const PAPER = [170, 160, 144] as const;
/** The strokes' slant (radians, y down), length and width in pixels. */
const SLANT = 1.0;
const LENGTH = 10;
const WIDTH = 3;
/** The dark chalk pencil the features are drawn in over the strokes. */
const CONTOUR = [58, 40, 36] as const;

/** A stable share 0..1 for a stroke row, so rows start their strokes at different places. */
function rowPhase(row: number): number {
  let h = Math.imul(row ^ 0x5bd1e995, 0x27d4eb2d);
  h ^= h >>> 15;
  return ((h >>> 0) % 1000) / 1000;
}

/** Chalk is opaque and never quite black: lifted darks, colour a touch brighter. */
function chalk(value: number, luma: number): number {
  return 22 + 0.92 * (luma + (value - luma) * 1.2);
}

/**
 * Soft pastel on tinted paper: the picture laid in short slanted strokes, each one colour
 * taken from where it starts, so the colour breaks into strokes as chalk does; the paper
 * shows through in the valleys of its tooth; the features drawn over in a dark chalk pencil.
 */
export async function pastel(picture: Raster): Promise<Raster> {
  const { width, height } = picture;
  const [soft, contours] = await Promise.all([
    blurRaster(picture, 2),
    inkLines(picture, { sigma: 1.4, threshold: 0.006, softness: 0.03 }),
  ]);
  const tooth = paperTooth(width, height);
  const dx = Math.cos(SLANT);
  const dy = Math.sin(SLANT);
  const out = createRaster(width, height);
  const data = soft.data;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const along = x * dx + y * dy;
      const row = Math.floor((-x * dy + y * dx) / WIDTH);
      const phase = rowPhase(row) * LENGTH;
      const start = Math.floor((along + phase) / LENGTH) * LENGTH - phase + LENGTH * 0.3;
      const back = start - along;
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + dx * back)));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + dy * back)));
      const i = (sy * width + sx) * 3;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      // The chalk skips the paper's valleys, more where it was laid lightly (light colours).
      const cover = smooth(-1, -0.4, relief(tooth, p) - (luma / 255) * 0.35);
      const o = p * 3;
      out.data[o] = PAPER[0] + (chalk(r, luma) - PAPER[0]) * cover;
      out.data[o + 1] = PAPER[1] + (chalk(g, luma) - PAPER[1]) * cover;
      out.data[o + 2] = PAPER[2] + (chalk(b, luma) - PAPER[2]) * cover;
    }
  }
  return drawInk(await blurRaster(out, 0.6), contours, CONTOUR);
}
