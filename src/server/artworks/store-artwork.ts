import type { Artwork } from '../ports/art-engine';
import type { MediaStore } from '../ports/media-store';
import { artworkFileKey, artworkPreviewKey } from './artwork-keys';
import { artworkPreview } from './artwork-preview';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** Where a stored artwork is: its private file, and the marked preview shoppers see. */
export interface StoredArtwork {
  artworkKey: string;
  previewKey: string;
  previewUrl: string;
}

/** Stores an artwork under `mediaName`: the file kept private, its preview public. */
export async function storeArtwork(
  media: MediaStore,
  mediaName: string,
  artwork: Artwork,
): Promise<StoredArtwork> {
  const artworkKey = artworkFileKey(mediaName, EXTENSIONS[artwork.contentType]);
  const previewKey = artworkPreviewKey(mediaName);
  await Promise.all([
    media.put(artworkKey, artwork.image, artwork.contentType),
    artworkPreview(artwork.image).then((preview) => media.put(previewKey, preview, 'image/jpeg')),
  ]);
  return { artworkKey, previewKey, previewUrl: media.url(previewKey) };
}
