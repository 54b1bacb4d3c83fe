import type { MediaStore, StoredMedia } from '../ports/media-store';

export interface MemoryMediaStore extends MediaStore {
  readonly objects: Map<string, { body: Buffer; contentType: string }>;
  /** The key a URL from `url()` points at, or undefined for a URL it never made. */
  keyOf(url: string): string | undefined;
}

const PREFIX = '/media/';

/** A media store in a Map, for tests that need to read back what was stored. */
export function createMemoryMediaStore(): MemoryMediaStore {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  return {
    objects,
    async put(key, body, contentType) {
      objects.set(key, { body, contentType });
    },
    async get(key): Promise<StoredMedia | null> {
      const object = objects.get(key);
      return object ? { ...object, size: object.body.length } : null;
    },
    async has(key) {
      return objects.has(key);
    },
    async delete(key) {
      objects.delete(key);
    },
    url: (key) => `${PREFIX}${key}`,
    ready: async () => true,
    close: () => {},
    keyOf: (url) => (url.startsWith(PREFIX) ? url.slice(PREFIX.length) : undefined),
  };
}
