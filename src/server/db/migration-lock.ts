import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** The first half of the advisory lock's key: this store's migrations, not another program's. */
const MIGRATION_LOCK_CLASS = 0x6d706d; // "mpm"

/**
 * Runs `work` (every migration a start makes: ours, the simulated services', the identity
 * provider's) while holding a Postgres advisory lock, so processes starting together on an
 * empty database migrate one after another and the later ones find nothing left to do. The
 * lock is held by one dedicated connection and keyed by database and schema, so suites on
 * other schemas of the same server do not wait for each other. SQLite needs none: one file
 * belongs to one process.
 */
export async function underMigrationLock<Tables, T>(
  db: Kysely<Tables>,
  work: () => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    const key = sql`${MIGRATION_LOCK_CLASS}::int, hashtext(current_database() || '.' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
