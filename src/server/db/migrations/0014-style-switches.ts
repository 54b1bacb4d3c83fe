import type { Kysely, Migration } from 'kysely';

/**
 * Styles a shop owner switched off: a row while the style is off, none once it is on again.
 * The styles' counts per week read `jobs` by style and time, hence its index.
 */
export const createStyleSwitches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('disabled_styles')
      .addColumn('style_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('disabled_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('jobs_by_style_and_time')
      .on('jobs')
      .columns(['style_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_by_style_and_time').execute();
    await db.schema.dropTable('disabled_styles').execute();
  },
};
