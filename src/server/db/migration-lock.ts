import type { Kysely } from 'kysely';
import { LOCK_CLASSES, underAdvisoryLock } from './advisory-lock';

/**
 * Runs `work` (every migration a start makes: ours, the simulated services', the identity
 * provider's) under the migrations' advisory lock, so processes starting together on an empty
 * database migrate one after another and the later ones find nothing left to do.
 */
export function underMigrationLock<Tables, T>(
  db: Kysely<Tables>,
  work: () => Promise<T>,
): Promise<T> {
  return underAdvisoryLock(db, LOCK_CLASSES.migrations, work);
}
