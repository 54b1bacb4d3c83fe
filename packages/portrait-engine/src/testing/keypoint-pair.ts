import type { Keypoint } from '@masterpiece-me/vision';

/**
 * Two pose points `gap` apart about (x, y), the line between them at `angle` degrees, the
 * sitter's left first (on the picture's right): a pair of eyes, ears or shoulders for a test.
 */
export function keypointPair(
  x: number,
  y: number,
  gap: number,
  angle: number,
  score = 0.6,
): [Keypoint, Keypoint] {
  const dx = (Math.cos((angle * Math.PI) / 180) * gap) / 2;
  const dy = (Math.sin((angle * Math.PI) / 180) * gap) / 2;
  return [
    { x: x + dx, y: y + dy, score },
    { x: x - dx, y: y - dy, score },
  ];
}
