import type { Kysely, Migration } from 'kysely';

/**
 * Issue 38: the key the shopper's browser gives each "Create My Art". An upload sent again with
 * its key (after a reload, or a retry of a request whose answer was lost) answers the job it
 * made the first time instead of making, and counting, a second one.
 */
export const addJobUploadKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('upload_key', 'varchar(64)').execute();
    // Jobs without a key (older ones, another look) never collide: nulls are distinct.
    await db.schema
      .createIndex('jobs_by_upload_key')
      .on('jobs')
      .columns(['owner_key', 'upload_key'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_by_upload_key').execute();
    await db.schema.alterTable('jobs').dropColumn('upload_key').execute();
  },
};
