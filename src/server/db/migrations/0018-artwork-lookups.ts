import type { Kysely, Migration } from 'kysely';

/**
 * What My artworks and the retention sweep ask (issue 36): whether any order prints a job's
 * artwork, which jobs are older than the retention, and whether another job ("Try another
 * look") still paints from a photo. A shopper's own list already has its index
 * (jobs_owner_created).
 */
export const addArtworkLookups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('order_lines_by_job').on('order_lines').column('job_id').execute();
    await db.schema.createIndex('jobs_by_created').on('jobs').column('created_at').execute();
    await db.schema.createIndex('jobs_by_photo').on('jobs').column('photo_key').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_by_photo').execute();
    await db.schema.dropIndex('jobs_by_created').execute();
    await db.schema.dropIndex('order_lines_by_job').execute();
  },
};
