import { blurPlane } from '../ops/blur';
import { inkLines } from '../ops/edges';
import { createPlane, type Raster } from '../raster';
import { darkness, onPaper, paperTooth, relief, smooth } from './paper';

const PAPER = [246, 242, 231] as const;
const INK = [16, 16, 20] as const;
/** The washes of diluted ink: how dark each is, lightest first. */
const WASHES = [0.22, 0.45, 0.95];
/** Tone at which each wash starts. */
const STEPS = [0.3, 0.55, 0.82];

/**
 * Pen and ink: black line work along the picture's edges over a few flat washes of diluted
 * ink, each with a soft, bled rim, on off-white paper.
 */
export async function ink(picture: Raster): Promise<Raster> {
  const { width, height } = picture;
  const [lines, tone] = await Promise.all([
    inkLines(picture, { sigma: 1.5, threshold: 0.004, softness: 0.018 }),
    blurPlane(darkness(picture), 1.8),
  ]);
  const washes = createPlane(width, height);
  for (let p = 0; p < washes.data.length; p++) {
    const t = tone.data[p] ?? 0;
    let wash = 0;
    for (let k = 0; k < STEPS.length; k++) {
      const step = STEPS[k] ?? 1;
      wash = Math.max(wash, (WASHES[k] ?? 0) * smooth(step - 0.03, step + 0.03, t));
    }
    washes.data[p] = wash;
  }
  // Wet washes bleed a little past their edges before they dry.
  const bled = await blurPlane(washes, 1.2);
  const tooth = paperTooth(width, height);
  const cover = createPlane(width, height);
  for (let p = 0; p < cover.data.length; p++) {
    const wash = (bled.data[p] ?? 0) * (1 + 0.12 * relief(tooth, p));
    cover.data[p] = Math.max(wash, Math.min(1, (lines.data[p] ?? 0) * 1.3));
  }
  return onPaper(cover, PAPER, INK);
}
