import { hasControlCharacter } from '../../../shared/validation/text';

/** Where a page of the owner's order list ends: the last order's creation time and id. */
export interface OrdersPageCursor {
  createdAt: string;
  id: string;
}

/** Orders' ids and creation times are never longer; anything longer was not made here. */
const MAX_ID_LENGTH = 128;
const MAX_TIME_LENGTH = 32;

export const encodeOrdersPageCursor = (cursor: OrdersPageCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

/**
 * The cursor a page handed out, or null for one the list never made. The time and id end up
 * in a query, so a NUL (which Postgres refuses outright) or a time that is not one never does.
 */
export function decodeOrdersPageCursor(text: string): OrdersPageCursor | null {
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
