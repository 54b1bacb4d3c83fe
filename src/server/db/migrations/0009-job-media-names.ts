import type { Kysely, Migration } from 'kysely';

/**
 * Each job's public media (artwork, mock-ups) is named by a random name of its own, not by the
 * job's id, which is enough to ask for the job (issue 22 point 5). Older jobs keep their names.
 */
export const addJobMediaNames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('media_name', 'varchar(64)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('media_name').execute();
  },
};
