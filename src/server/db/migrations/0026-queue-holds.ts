import type { Kysely, Migration } from 'kysely';

/**
 * Issue 40: `QUEUE_MAX_DEPTH` across every API process. An upload admitted and not yet queued
 * (its photo is being checked) holds a place here, seen by the other processes, until it is
 * queued or refused, or until `expires_at` when its process died meanwhile.
 */
export const addQueueHolds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('queue_holds')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('queue_holds').execute();
  },
};
