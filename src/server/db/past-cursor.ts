import { sql } from 'kysely';
import type { PageCursor } from '../domain/page-cursor';

/**
 * The rows of a list ordered by (created_at, id) that come after `after`: older ones for a
 * newest-first list, newer ones for an oldest-first one. A row value comparison, which SQLite
 * and Postgres both read, on the columns of the one table the list is drawn from.
 */
export function pastCursor(after: PageCursor, order: 'newest-first' | 'oldest-first') {
  const comparison = order === 'newest-first' ? sql.raw('<') : sql.raw('>');
  return sql<boolean>`(created_at, id) ${comparison} (${after.createdAt}, ${after.id})`;
}
