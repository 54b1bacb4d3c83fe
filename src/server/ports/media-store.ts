import type { Readable } from 'node:stream';

export interface StoredMedia {
  body: Buffer | Readable;
  contentType: string;
  size?: number;
}

/** Keys hold random ids or versions and never change content: anyone may keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The store's backend did not answer, or refused: nothing was stored or read. */
export class MediaStoreUnavailableError extends Error {
  override readonly name = 'MediaStoreUnavailableError';
  readonly code = 'media_unavailable';
}

/**
 * Where photos, artworks, mock-ups and thumbnails live. Keys are path-like
 * (`artworks/<uuid>.png`), unguessable where the content is a shopper's. A backend that
 * cannot be reached makes every call but `url` and `ready` throw `MediaStoreUnavailableError`.
 */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredMedia | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads the object from. */
  url(key: string): string;
  /** Whether objects can be stored now: a cheap check for readiness probes, never throws. */
  ready(): Promise<boolean>;
  /** Lets go of its connections at shutdown, so the process can end; not used afterwards. */
  close(): void;
}
