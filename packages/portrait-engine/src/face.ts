/** A point as shares of the picture's width and height. */
export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** Where a face usually is once a portrait is cropped to 4:5. */
export const USUAL_FACE: Spot = { x: 0.5, y: 0.37 };
/** Skin further than this from the usual place (shares) is taken as the face only this far. */
const MAX_SHIFT = 0.18;
/** Too few skin-toned pixels (a grey photo, a costume) and there is no face to speak of. */
const MIN_SKIN_SHARE = 0.02;
const STEP = 4;

/**
 * Chroma of human skin of every complexion in YCbCr (Chai and Ngan's ranges), weighted by a
 * preference for the upper middle so hands, arms and warm backgrounds count for less.
 */
function skinWeight(r: number, g: number, b: number, x: number, y: number): number {
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  if (cb < 77 || cb > 127 || cr < 133 || cr > 173) return 0;
  const dx = (x - USUAL_FACE.x) / 0.3;
  const dy = (y - USUAL_FACE.y) / 0.3;
  return Math.exp(-(dx * dx + dy * dy));
}

/**
 * Estimates the face centre (as shares of width and height) from skin-toned pixels: a rough
 * stand-in for a face detector, used where no model runs (tests). Undefined when too few
 * pixels are skin-toned.
 */
export function locateFace(photo: {
  readonly width: number;
  readonly height: number;
  readonly data: ArrayLike<number>;
}): Spot | undefined {
  const { width, height, data } = photo;
  let total = 0;
  let sumX = 0;
  let sumY = 0;
  let samples = 0;
  let skin = 0;
  for (let py = 0; py < height; py += STEP) {
    for (let px = 0; px < width; px += STEP) {
      const i = (py * width + px) * 3;
      const x = px / width;
      const y = py / height;
      const weight = skinWeight(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, x, y);
      samples++;
      if (weight === 0) continue;
      skin++;
      total += weight;
      sumX += weight * x;
      sumY += weight * y;
    }
  }
  if (skin < samples * MIN_SKIN_SHARE || total === 0) return undefined;
  const clamp = (value: number, usual: number) =>
    Math.min(usual + MAX_SHIFT, Math.max(usual - MAX_SHIFT, value));
  return { x: clamp(sumX / total, USUAL_FACE.x), y: clamp(sumY / total, USUAL_FACE.y) };
}
