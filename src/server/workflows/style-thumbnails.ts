import sharp from 'sharp';
import { STYLE_IDS, type StyleId } from '../../shared/styles';
import type { ArtEngine } from '../ports/art-engine';
import type { MediaStore } from '../ports/media-store';

export interface StyleThumbnails {
  /** Each style's thumbnail URL, rendering the missing ones first (once per process). */
  urls(): Promise<Record<StyleId, string>>;
}

/** Bump when the recipes change, so thumbnails are rendered anew. */
const THUMBNAIL_VERSION = 2;
const THUMBNAIL_WIDTH = 640;

/**
 * Thumbnails rendered by the configured art engine from a sample portrait, kept in the media
 * store so a restart does not render them again.
 */
export function createStyleThumbnails(deps: {
  artEngine: ArtEngine;
  media: MediaStore;
  samplePortrait: () => Promise<Buffer>;
}): StyleThumbnails {
  let pending: Promise<Record<StyleId, string>> | undefined;

  async function renderMissing(): Promise<Record<StyleId, string>> {
    const urls = {} as Record<StyleId, string>;
    let portrait: Buffer | undefined;
    // One at a time: thumbnails must not starve shoppers' jobs of the machine's cores.
    for (const styleId of STYLE_IDS) {
      const key = `thumbnails/${deps.artEngine.name}-v${THUMBNAIL_VERSION}/${styleId}.jpg`;
      if (!(await deps.media.has(key))) {
        portrait ??= await deps.samplePortrait();
        const art = await deps.artEngine.render({
          photo: portrait,
          direction: { kind: 'style', styleId },
          gender: 'non_binary',
        });
        const thumbnail = await sharp(art.image)
          .resize({ width: THUMBNAIL_WIDTH })
          .jpeg({ quality: 82 })
          .toBuffer();
        await deps.media.put(key, thumbnail, 'image/jpeg');
      }
      urls[styleId] = deps.media.url(key);
    }
    return urls;
  }

  return {
    urls() {
      pending ??= renderMissing().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}
