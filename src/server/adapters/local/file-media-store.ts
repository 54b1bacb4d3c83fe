import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import type { MediaStore, StoredMedia } from '../../ports/media-store';
import { InvalidMediaKeyError, isMediaKey } from '../media-key';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.svg': 'image/svg+xml',
};

/** Media kept as files under one folder (DATA_DIR/media by default), served at /media/<key>. */
export function createFileMediaStore(root: string, publicPrefix = '/media'): MediaStore {
  const base = resolve(root);

  function pathOf(key: string): string {
    const path = resolve(base, key);
    if (!isMediaKey(key) || !path.startsWith(base + sep)) {
      throw new InvalidMediaKeyError(`Invalid media key: ${key}`);
    }
    return path;
  }

  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },

    async get(key): Promise<StoredMedia | null> {
      let path: string;
      try {
        path = pathOf(key);
      } catch {
        return null;
      }
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(path),
        size: info.size,
        contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      };
    },

    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    url(key) {
      return `${publicPrefix}/${key}`;
    },

    async ready() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },

    // Files hold nothing open between calls.
    close() {},
  };
}
