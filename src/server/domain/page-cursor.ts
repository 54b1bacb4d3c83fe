import { hasControlCharacter } from '../../shared/validation/text';

/** Where a page of a newest-first list (orders, artworks) ends: its last row's creation time and id. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

/** Ids and creation times are never longer; anything longer was not made here. */
const MAX_ID_LENGTH = 128;
const MAX_TIME_LENGTH = 32;

export const encodePageCursor = (cursor: PageCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/**
 * The cursor a page handed out, or null for one the list never made. The time and id end up
 * in a query, so a NUL (which Postgres refuses outright) or a time that is not one never does.
 */
export function decodePageCursor(text: string): PageCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value;
  if (typeof createdAt !== 'string' || typeof id !== 'string') return null;
  if (!isTime(createdAt) || id.length === 0 || id.length > MAX_ID_LENGTH) return null;
  if (hasControlCharacter(createdAt) || hasControlCharacter(id)) return null;
  return { createdAt, id };
}

const isTime = (text: string) =>
  text.length <= MAX_TIME_LENGTH && Number.isFinite(Date.parse(text));
