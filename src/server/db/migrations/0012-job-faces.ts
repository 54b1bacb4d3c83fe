import type { Kysely, Migration } from 'kysely';

/**
 * Each job keeps the faces its upload's check found (JSON), so the render starts from them
 * instead of running the face models a second time on the same photo. Older jobs have none and
 * look again.
 */
export const addJobFaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('faces', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('faces').execute();
  },
};
