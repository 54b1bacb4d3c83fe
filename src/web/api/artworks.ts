import { type ArtworksPage, artworksPageSchema } from '../../shared/api/artworks';
import { readApiError } from '../../shared/api/errors';
import { getJson, sendDelete } from './http';

/** One page of My artworks, after `cursor`; throws for the screen's error state. */
export async function fetchArtworksPage(cursor: string | undefined): Promise<ArtworksPage> {
  const search = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const result = await getJson(`/api/artworks${search}`, artworksPageSchema);
  if (!result.ok)
    throw new Error(`Could not load the artworks (status ${result.status ?? 'none'})`);
  return result.data;
}

const COULD_NOT_DELETE = 'We could not delete this artwork. Please try again.';

/** Deletes one artwork: null when done, else the words to show. */
export async function deleteArtwork(id: string): Promise<string | null> {
  const result = await sendDelete(`/api/artworks/${encodeURIComponent(id)}`);
  if (result.ok || result.status === 404) return null;
  return readApiError(result.body)?.detail ?? COULD_NOT_DELETE;
}
