import { createRandom } from './prng';
import type { Plane } from './raster';

/** Strokes round the head in each of the two layers: short dabs laid along the contour. */
const STROKES = [72, 131] as const;
/** How far a stroke pushes the edge out (hair over the ground) or in (ground over the hair), in mask units. */
const REACH = 0.42;
/** The edge's own anti-aliasing, in mask units: about a pixel across the feathered band. */
const CRISP = 0.06;

/** One layer of strokes: each covers an arc of the contour and pushes the edge out or in, tapered at its tips. */
function strokeLayer(count: number, seed: number) {
  const random = createRandom(seed);
  const offsets = Float32Array.from({ length: count }, () => random() * 2 - 1);
  const phase = random();
  return (turn: number) => {
    const at = (turn * count + phase * count) % count;
    const slot = Math.floor(at);
    const tip = Math.sin(Math.PI * (at - slot)) ** 0.4;
    return (offsets[slot] ?? 0) * tip;
  };
}

/**
 * The head's mask with its feathered rim turned into brush strokes: where the soft mask fades,
 * short strokes laid along the contour decide, each on its own, whether hair paint reaches out
 * over the ground or the ground's paint reaches in over the hair tips; across each stroke's
 * edge the mask is crisp. No half-transparent band is left, so neither a halo of the photo's
 * background nor the scene through the hair shows. Where `soft` gives 1 (skin over the drawn
 * neck, under the jaw) the feathered rim stays as it is: strokes there left a ragged fringe.
 */
export function strokedEdge(
  mask: Plane,
  centre: { x: number; y: number },
  seed: number,
  soft: (x: number, y: number) => number = () => 0,
): Plane {
  const { width, height, data } = mask;
  const out = new Float32Array(data.length);
  const broad = strokeLayer(STROKES[0], seed);
  const fine = strokeLayer(STROKES[1], seed + 1);
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p++) {
      const m = data[p] ?? 0;
      if (m <= 0 || m >= 1) {
        out[p] = m;
        continue;
      }
      const turn = Math.atan2(y - centre.y, x - centre.x) / (2 * Math.PI) + 0.5;
      const push = (broad(turn) + 0.6 * fine(turn)) / 1.6;
      const t = Math.min(1, Math.max(0, (m - 0.5 + push * REACH) / CRISP + 0.5));
      const keep = soft(x, y);
      out[p] = t * t * (3 - 2 * t) * (1 - keep) + m * keep;
    }
  }
  return { width, height, data: out };
}
