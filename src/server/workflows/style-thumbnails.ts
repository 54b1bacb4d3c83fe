import sharp from 'sharp';
import { STYLE_IDS, type StyleId } from '../../shared/styles';
import type { SamplePortrait } from '../photos/sample-portraits';
import type { ArtEngine } from '../ports/art-engine';
import type { MediaStore } from '../ports/media-store';

export interface StyleThumbnails {
  /** Each style's thumbnail URL, rendering the missing ones first (by one process of the store). */
  urls(): Promise<Record<StyleId, string>>;
}

/** Bump when the recipes change, so thumbnails are rendered anew. */
const THUMBNAIL_VERSION = 3;
const THUMBNAIL_WIDTH = 640;

/** Where the thumbnail of `styleId` by the engine named `engineName` is kept in the media store. */
export const thumbnailKey = (engineName: string, styleId: StyleId) =>
  `thumbnails/${engineName}-v${THUMBNAIL_VERSION}/${styleId}.jpg`;

/**
 * Thumbnails rendered by the configured art engine from photos of real people, kept in the media
 * store so a restart does not render them again.
 */
export function createStyleThumbnails(deps: {
  artEngine: ArtEngine;
  media: MediaStore;
  /** The photo of a real person that `styleId`'s thumbnail is painted from. */
  samplePortrait: (styleId: StyleId) => Promise<SamplePortrait>;
  /** Runs `work` while no other process of this store runs it (underAdvisoryLock). */
  oneProcessAtATime: <T>(work: () => Promise<T>) => Promise<T>;
}): StyleThumbnails {
  let pending: Promise<Record<StyleId, string>> | undefined;
  const keyOf = (styleId: StyleId) => thumbnailKey(deps.artEngine.name, styleId);

  async function missing(): Promise<StyleId[]> {
    const stored = await Promise.all(STYLE_IDS.map((styleId) => deps.media.has(keyOf(styleId))));
    return STYLE_IDS.filter((_, at) => !stored[at]);
  }

  async function render(styleIds: StyleId[]): Promise<void> {
    // One at a time: thumbnails must not starve shoppers' jobs of the machine's cores.
    for (const styleId of styleIds) {
      const { photo, gender } = await deps.samplePortrait(styleId);
      const art = await deps.artEngine.render({
        photo,
        direction: { kind: 'style', styleId },
        gender,
      });
      const thumbnail = await sharp(art.image)
        .resize({ width: THUMBNAIL_WIDTH })
        .jpeg({ quality: 82 })
        .toBuffer();
      await deps.media.put(keyOf(styleId), thumbnail, 'image/jpeg');
    }
  }

  async function renderMissing(): Promise<Record<StyleId, string>> {
    if ((await missing()).length > 0) {
      // Processes starting together would each render them all: one does, and the others,
      // let in after it, find them stored (or, with media of their own, render what they lack).
      await deps.oneProcessAtATime(async () => render(await missing()));
    }
    return Object.fromEntries(
      STYLE_IDS.map((styleId) => [styleId, deps.media.url(keyOf(styleId))]),
    ) as Record<StyleId, string>;
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
