import type { HeadGeometry, SkinTone } from './costumes/costume';
import type { Features } from './head';
import type { Raster } from './raster';

/** A neutral mid skin tone for a face too small or dark to sample. */
const FALLBACK: [number, number, number] = [200, 150, 120];
/** Shadowed skin keeps its warmth: red falls off least. */
const SHADE = [0.62, 0.52, 0.5] as const;

export const hex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The face's skin, read from the cheeks (below the eyes, beside the nose, above the mouth):
 * the middle half of the samples by brightness, so shine, shadow, glasses and stubble count
 * for nothing.
 */
export function sampleSkin(photo: Raster, head: HeadGeometry, features: Features): SkinTone {
  const { width, height, data } = photo;
  const { leftEye, rightEye, mouth } = features;
  const top = Math.round(Math.max(leftEye.y, rightEye.y) + head.faceHeight * 0.06);
  const bottom = Math.round(mouth.y - head.faceHeight * 0.04);
  const left = Math.round(Math.min(leftEye.x, rightEye.x) - head.faceWidth * 0.05);
  const right = Math.round(Math.max(leftEye.x, rightEye.x) + head.faceWidth * 0.05);
  const samples: [number, number, number, number][] = [];
  for (let y = Math.max(0, top); y < Math.min(height, bottom); y++) {
    for (let x = Math.max(0, left); x < Math.min(width, right); x++) {
      const i = (y * width + x) * 3;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      samples.push([0.299 * r + 0.587 * g + 0.114 * b, r, g, b]);
    }
  }
  samples.sort((a, b) => a[0] - b[0]);
  const middle = samples.slice(Math.floor(samples.length / 4), Math.ceil((samples.length * 3) / 4));
  const base: [number, number, number] =
    middle.length < 8
      ? FALLBACK
      : ([1, 2, 3].map((c) => middle.reduce((sum, s) => sum + (s[c] ?? 0), 0) / middle.length) as [
          number,
          number,
          number,
        ]);
  return { base: hex(base), shade: hex(base.map((c, k) => c * (SHADE[k] ?? 1))) };
}
