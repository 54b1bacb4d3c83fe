import type { Sharp } from 'sharp';
import type { PlacedFace } from './head';
import type { Raster } from './raster';

/*
 * A photo taken in dim light (an evening indoors, a phone without its flash) has no light
 * pixels at all: its lightest half-percent sits far under white, and painted as it is, its face
 * is a dark smudge in every style's light. Such a photo is lifted as a photographer would lift
 * it, its exposure raised until its lightest pixels are nearly white, and the grain the lift
 * brings up is smoothed away. A well-exposed photo always has some light pixels (a window, a
 * collar, the whites of the eyes), however dark the skin or the room, and is left as it is.
 */

/** The share of pixels at or under the photo's "lightest" brightness. */
const LIGHTEST_SHARE = 0.995;
/**
 * Lightest pixels under this (of 255) mark a dim photo. Every well-exposed photo of the varied
 * portrait set has them at 199 or over (the darkest, a painted face in a dark room), every
 * photo taken at a third of the light at 83 or under.
 */
const DIM_BELOW = 160;
/** Where a dim photo's lightest pixels are lifted to: near white, with headroom for a glint. */
const LIFTED_TO = 235;
/** No photo is lifted more than this: past it, there is more grain than picture. */
const MOST_GAIN = 4;
/** The grain a lift brings up is smoothed over this many of the photo's own pixels. */
const GRAIN_SIZE = 3;
const VISION_GRAIN_SIZE = 5;

function lightest(raster: Raster): number {
  const counts = new Uint32Array(256);
  const { data } = raster;
  for (let i = 0; i < data.length; i += 3) {
    const luma = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    counts[Math.round(luma)] = (counts[Math.round(luma)] ?? 0) + 1;
  }
  const wanted = (data.length / 3) * LIGHTEST_SHARE;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level] ?? 0;
    if (seen >= wanted) return level;
  }
  return 255;
}

/** The gain that lifts a dim photo's exposure, 1 for a photo with light in it. */
export function exposureGain(raster: Raster): number {
  const level = lightest(raster);
  if (level >= DIM_BELOW) return 1;
  return Math.min(MOST_GAIN, LIFTED_TO / Math.max(1, level));
}

/**
 * The photo, at its own size, with its exposure raised by `gain` and the grain smoothed: at
 * its own size the grain is a pixel or two wide, where a median takes it. `forVision` smooths
 * more, as the person finder needs the shapes, not the features: the grain of a photo lifted
 * threefold moves its face box by a third.
 */
export async function liftExposure(photo: Sharp, gain: number, forVision = false): Promise<Buffer> {
  return photo
    .linear(gain, 0)
    .median(forVision ? VISION_GRAIN_SIZE : GRAIN_SIZE)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * The spread of a face's brightness (its box's 5th to 95th percentile, of 255) under which the
 * face is given more contrast. Well-lit faces of the varied set spread 150 to 200; a flat
 * scan (Espinasse, 114), a face cut from a group photo (Armstrong, 91) and a face by a window
 * (64) are lost under a hat's brim or a style's dusk, where the outside judge finds no face.
 */
const LEAST_FACE_SPREAD = 150;
/** No face's contrast is raised more than this. */
const MOST_FACE_CONTRAST = 1.5;

/**
 * The photo with its contrast raised about the face's middle brightness until the face spreads
 * LEAST_FACE_SPREAD, in place; hues and the middle (so a dark skin's darkness) are kept.
 */
export function liftFaceContrast(photo: Raster, box: PlacedFace['box']): Raster {
  const { width, height, data } = photo;
  const lumas: number[] = [];
  for (let y = Math.max(0, Math.round(box.y)); y < Math.min(height, box.y + box.height); y++) {
    for (let x = Math.max(0, Math.round(box.x)); x < Math.min(width, box.x + box.width); x++) {
      const i = (y * width + x) * 3;
      lumas.push(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
    }
  }
  if (lumas.length === 0) return photo;
  lumas.sort((a, b) => a - b);
  const at = (share: number) => lumas[Math.floor(share * (lumas.length - 1))] ?? 0;
  const spread = at(0.95) - at(0.05);
  if (spread >= LEAST_FACE_SPREAD) return photo;
  const gain = Math.min(MOST_FACE_CONTRAST, LEAST_FACE_SPREAD / Math.max(1, spread));
  const middle = at(0.5);
  for (let i = 0; i < data.length; i += 3) {
    const luma = Math.max(
      1,
      0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0),
    );
    const ratio = Math.max(0, middle + (luma - middle) * gain) / luma;
    data[i] = (data[i] ?? 0) * ratio;
    data[i + 1] = (data[i + 1] ?? 0) * ratio;
    data[i + 2] = (data[i + 2] ?? 0) * ratio;
  }
  return photo;
}
