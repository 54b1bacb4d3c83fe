import sharp from 'sharp';
import {
  composePart,
  composePrintArea,
  type PrintAreaShape,
  type ShareBox,
} from '../../../../domain/print/compose-print-area';
import type { Artwork } from '../../../../ports/art-engine';
import { renderCompositionPixels } from '../../../../print-files/render-composition';
import { fromRaw, type RawImage, toRaw } from './raw-image';

/** Large enough for the biggest print area of any mock-up, small enough to resize quickly. */
const WORKING_SIDE_PX = 1024;

/**
 * The artwork decoded once, with RGBA versions composed for the print areas the mock-ups show.
 * Each is drawn from the working copy once and shared by every mock-up that needs it.
 */
export interface PreparedArtwork {
  width: number;
  height: number;
  /**
   * The artwork as it is printed on a print area of `shape` (the print file's composition: the
   * face kept whole, the picture edge to edge), at exactly `width` x `height`; only `part` of
   * it (shares of the print file) when the mock-up shows no more.
   */
  composed(
    shape: PrintAreaShape,
    width: number,
    height: number,
    part?: ShareBox,
  ): Promise<RawImage>;
}

export async function prepareArtwork(artwork: Artwork): Promise<PreparedArtwork> {
  // An opaque artwork stays RGB: resizing with an alpha channel costs libvips twice the work
  // (it premultiplies), and the compositions add the alpha after resizing.
  const { hasAlpha } = await sharp(artwork.image).metadata();
  const shrunk = sharp(artwork.image).resize(WORKING_SIDE_PX, WORKING_SIDE_PX, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const working = await toRaw(hasAlpha ? shrunk.ensureAlpha() : shrunk);
  const cache = new Map<string, Promise<RawImage>>();
  return {
    width: working.width,
    height: working.height,
    composed(shape, width, height, part) {
      const key = JSON.stringify([shape, width, height, part]);
      let drawn = cache.get(key);
      if (!drawn) {
        const whole = composePrintArea(artwork.width, artwork.height, shape, artwork.subject);
        const composition = part ? composePart(whole, part) : whole;
        const source = {
          open: () => fromRaw(working),
          width: working.width,
          height: working.height,
        };
        drawn = renderCompositionPixels(source, composition, { width, height });
        cache.set(key, drawn);
      }
      return drawn;
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
