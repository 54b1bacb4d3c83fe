import type { MediaStore } from '../ports/media-store';

export class MediaMissingError extends Error {
  override readonly name = 'MediaMissingError';
}

/** The whole object behind a media key, as one buffer. */
export async function readMedia(media: MediaStore, key: string): Promise<Buffer> {
  const found = await media.get(key);
  if (!found) throw new MediaMissingError(`No media stored under ${key}`);
  if (Buffer.isBuffer(found.body)) return found.body;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
