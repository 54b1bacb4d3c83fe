import type { Kysely, Migration } from 'kysely';

/**
 * The four variations of one creation (issue 36), kept as artworks of its job: each its file,
 * its marked preview and, once the shopper picks it, the products made from it. A job's
 * `first_look` is which look of its style its first variation paints: "Try another look" in
 * the same style goes on from the looks the photo already has.
 */
export const addJobVariations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_variations')
      .addColumn('job_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('variation', 'integer', (col) => col.notNull())
      .addColumn('artwork_key', 'text', (col) => col.notNull())
      .addColumn('preview_key', 'text', (col) => col.notNull())
      .addColumn('artwork', 'text', (col) => col.notNull())
      .addColumn('products', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('job_variations_pk', ['job_id', 'variation'])
      .execute();
    await db.schema
      .alterTable('jobs')
      .addColumn('first_look', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('first_look').execute();
    await db.schema.dropTable('job_variations').execute();
  },
};
