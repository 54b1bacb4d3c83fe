import type { Kysely, Migration } from 'kysely';

export const createJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('owner_key', 'varchar(160)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(128)')
      .addColumn('guest_session_id', 'varchar(128)')
      .addColumn('style_id', 'varchar(64)')
      .addColumn('custom_prompt', 'text')
      .addColumn('gender', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('original_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('photo_key', 'varchar(255)', (col) => col.notNull())
      .addColumn('result', 'text')
      .addColumn('run_after', 'varchar(32)', (col) => col.notNull())
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('jobs_status_run_after')
      .on('jobs')
      .columns(['status', 'run_after'])
      .execute();
    await db.schema
      .createIndex('jobs_owner_created')
      .on('jobs')
      .columns(['owner_key', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
  },
};
