import { blurRaster } from '../ops/blur';
import { sobel } from '../ops/edges';
import { cachedTexture, strokes } from '../ops/texture';
import { createPlane, createRaster, type Raster } from '../raster';
import { paperTooth, relief, smooth } from './paper';

const PAPER = [251, 248, 240] as const;
/** How far, in pixels, wet paint wanders from where the photo put it. */
const WANDER = 4;
/** Layers of wash laid one over another, wet on dry: each step of brightness is one layer. */
const LAYERS = 5;

function wanderField(width: number, height: number, seed: number) {
  return cachedTexture(`watercolour-wander-${seed}`, width, height, () =>
    strokes(width, height, seed, { along: 26, across: 26, angle: 0 }),
  );
}

/** Brightness laid as a few washes with soft steps; the lightest is bare paper. */
function washLevel(luma: number): number {
  const at = luma * LAYERS;
  const layer = Math.floor(at);
  const step = smooth(0.6, 1, at - layer);
  return Math.min(1, (layer + step) / (LAYERS - 0.6));
}

/**
 * Watercolour on white paper: the picture laid as a few transparent washes whose edges
 * wander, colour bled past the shapes, pigment pooled darker along the rim of each wash,
 * the lights left as bare paper and the paper's grain showing where pigment settled.
 */
export async function watercolour(picture: Raster): Promise<Raster> {
  const { width, height } = picture;
  const [shapes, bleed] = await Promise.all([blurRaster(picture, 2.2), blurRaster(picture, 8)]);
  const wanderX = wanderField(width, height, 831);
  const wanderY = wanderField(width, height, 832);
  const s = shapes.data;
  const b = bleed.data;
  const washes = createPlane(width, height);
  const source = new Int32Array(width * height);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const sx = Math.min(width - 1, Math.max(0, Math.round(x + WANDER * relief(wanderX, p))));
      const sy = Math.min(height - 1, Math.max(0, Math.round(y + WANDER * relief(wanderY, p))));
      const i = (sy * width + sx) * 3;
      source[p] = i;
      washes.data[p] = washLevel(
        (0.299 * (s[i] ?? 0) + 0.587 * (s[i + 1] ?? 0) + 0.114 * (s[i + 2] ?? 0)) / 255,
      );
    }
  }
  const rims = sobel(washes, 3);
  const tooth = paperTooth(width, height);
  const out = createRaster(width, height);
  for (let p = 0; p < source.length; p++) {
    const i = source[p] ?? 0;
    const bleedLuma = 0.299 * (b[i] ?? 0) + 0.587 * (b[i + 1] ?? 0) + 0.114 * (b[i + 2] ?? 0);
    const light = (washes.data[p] ?? 0) * 255;
    const pool = 1 + 0.7 * (rims.data[p] ?? 0);
    const grain = 1 + 0.35 * relief(tooth, p);
    for (let c = 0; c < 3; c++) {
      // The wash's colour from the bled picture, a little richer, at the layer's brightness.
      const colour = light + ((b[i + c] ?? 0) - bleedLuma) * 1.35;
      const pigment = Math.max(0, 1 - colour / 255) * 0.85 * pool * grain;
      out.data[p * 3 + c] = (PAPER[c] ?? 255) * (1 - Math.min(1, pigment));
    }
  }
  return out;
}
