import { join } from 'node:path';
import sharp from 'sharp';
import { STYLE_IDS } from '../../shared/styles';
import { createFileMediaStore } from '../adapters/local/file-media-store';
import { thumbnailKey } from '../workflows/style-thumbnails';

/**
 * Style thumbnails of the local engine in `dataDir`'s media, as an earlier start left them: a
 * store spawned there answers at once instead of painting nine first, which a test about
 * something else (a restart, say) only waits through.
 */
export async function storeStyleThumbnails(dataDir: string): Promise<void> {
  const media = createFileMediaStore(join(dataDir, 'media'));
  const thumbnail = await sharp({
    create: { width: 640, height: 800, channels: 3, background: '#7a5c3e' },
  })
    .jpeg()
    .toBuffer();
  for (const styleId of STYLE_IDS) {
    await media.put(thumbnailKey('local', styleId), thumbnail, 'image/jpeg');
  }
  media.close();
}
