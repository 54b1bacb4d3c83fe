import type { Kysely, Migration } from 'kysely';

/**
 * Failed sign-ins counted per account and per client address, so each further attempt waits a
 * growing delay instead of the account being locked (issue: slow down, don't lock out).
 */
export const createSignInDelays: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('subject', 'varchar(400)', (col) => col.primaryKey())
      .addColumn('failures', 'integer', (col) => col.notNull())
      .addColumn('last_failure_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failures_by_time')
      .on('sign_in_failures')
      .column('last_failure_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
