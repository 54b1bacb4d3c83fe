import { join } from 'node:path';
import sharp from 'sharp';
import { STYLE_IDS } from '../../shared/styles';
import { createFileMediaStore } from '../adapters/local/file-media-store';
import type { MediaStore } from '../ports/media-store';
import { thumbnailKey } from '../workflows/style-thumbnails';

/**
 * Style thumbnails of the local engine in `media`, as an earlier start left them: a store
 * listing its styles answers at once instead of painting nine first, which a test about
 * something else (a restart, a style switched off) only waits through.
 */
export async function storeStyleThumbnails(media: MediaStore): Promise<void> {
  const thumbnail = await sharp({
    create: { width: 640, height: 800, channels: 3, background: '#7a5c3e' },
  })
    .jpeg()
    .toBuffer();
  for (const styleId of STYLE_IDS) {
    await media.put(thumbnailKey('local', styleId), thumbnail, 'image/jpeg');
  }
}

/** storeStyleThumbnails in the local media of a data folder a store will be started on. */
export async function storeStyleThumbnailsIn(dataDir: string): Promise<void> {
  const media = createFileMediaStore(join(dataDir, 'media'));
  await storeStyleThumbnails(media);
  media.close();
}
