import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The first half of an advisory lock's key: what the lock guards. Each begins with "mpm"
 * (0x6d706d), so another program's locks on the same server do not collide with ours.
 */
export const LOCK_CLASSES = {
  migrations: 0x6d706d,
  styleThumbnails: 0x6d706d01,
  queueRoom: 0x6d706d02,
} as const;

/** How often a process waiting for another's lock asks again. */
const LOCK_RETRY_MS = 100;

/**
 * Runs `work` while holding a Postgres advisory lock of `lockClass`, so processes sharing the
 * database do it one after another. The lock is held by one dedicated connection and keyed by
 * database and schema, so suites on other schemas of the same server do not wait for each
 * other; a process that dies holding it lets go with its connection. SQLite needs none: one
 * file belongs to one process.
 */
export async function underAdvisoryLock<Tables, T>(
  db: Kysely<Tables>,
  lockClass: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    const key = sql`${lockClass}::int, hashtext(current_database() || '.' || current_schema())`;
    // Asked again until it is free rather than waited for in one statement: another process's
    // migrations may take longer than a statement is allowed to (database.ts).
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${key}) as locked`.execute(connection);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
