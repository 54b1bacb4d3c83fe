import type { Readable } from 'node:stream';

export interface StoredMedia {
  body: Buffer | Readable;
  contentType: string;
  size?: number;
}

/**
 * Where photos, artworks, mock-ups and thumbnails live. Keys are path-like
 * (`artworks/<uuid>.png`), unguessable where the content is a shopper's.
 */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredMedia | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads the object from. */
  url(key: string): string;
}
