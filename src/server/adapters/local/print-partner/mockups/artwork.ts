import sharp from 'sharp';
import type { Artwork } from '../../../../ports/art-engine';
import { fromRaw, type RawImage, toRaw } from './raw-image';

/** Large enough for the biggest print area of any mock-up, small enough to resize quickly. */
const WORKING_SIDE_PX = 1024;

/**
 * The artwork decoded once, with RGBA versions at the sizes the mock-ups ask for. Each size is
 * resized from the working copy once and shared by every mock-up that needs it.
 */
export interface PreparedArtwork {
  width: number;
  height: number;
  /** Scaled to exactly `width` x `height`, cropped from the centre if the aspect differs. */
  sized(width: number, height: number): Promise<RawImage>;
}

export async function prepareArtwork(artwork: Artwork): Promise<PreparedArtwork> {
  const working = await toRaw(
    sharp(artwork.image)
      .resize(WORKING_SIDE_PX, WORKING_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha(),
  );
  const cache = new Map<string, Promise<RawImage>>();
  return {
    width: working.width,
    height: working.height,
    sized(width, height) {
      const key = `${width}x${height}`;
      let resized = cache.get(key);
      if (!resized) {
        resized = toRaw(fromRaw(working).resize(width, height, { fit: 'cover' }));
        cache.set(key, resized);
      }
      return resized;
    },
  };
}

/** The largest `aspect`-preserving size that fits in the box. */
export function containSize(
  aspect: number,
  boxWidth: number,
  boxHeight: number,
): { width: number; height: number } {
  if (aspect >= boxWidth / boxHeight) {
    return { width: boxWidth, height: Math.max(1, Math.round(boxWidth / aspect)) };
  }
  return { width: Math.max(1, Math.round(boxHeight * aspect)), height: boxHeight };
}
