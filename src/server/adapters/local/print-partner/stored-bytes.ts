import type { MediaStore } from '../../../ports/media-store';

/** The whole object under `key` as one buffer, or null when nothing is stored there. */
export async function readStoredBytes(media: MediaStore, key: string): Promise<Buffer | null> {
  const found = await media.get(key);
  if (!found) return null;
  if (Buffer.isBuffer(found.body)) return found.body;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
