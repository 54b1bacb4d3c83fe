import type { Kysely, Migration } from 'kysely';

/**
 * Issue 40: a worker that dies mid-job no longer spends the shopper's attempt, and an API knows
 * whether any worker is alive. `lost_workers` counts the job's claims whose worker vanished
 * (bounded apart from `attempts`, which now counts only the job's own errors); each worker
 * process keeps a row in `worker_heartbeats` fresh while it runs.
 */
export const addWorkerPresence: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('jobs')
      .addColumn('lost_workers', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('worker_heartbeats')
      .addColumn('worker_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('seen_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('worker_heartbeats').execute();
    await db.schema.alterTable('jobs').dropColumn('lost_workers').execute();
  },
};
