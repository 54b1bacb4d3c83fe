import type { Kysely, Migration } from 'kysely';

/**
 * Each job keeps the client address it was uploaded from, so the hourly generation quota is
 * counted per address as well as per owner: a guest id is the client's own choice, and a new
 * one per upload escaped the owner's count. Jobs made before have none and count for nobody.
 */
export const addGenerationQuotaByAddress: Migration = {
  async up(db: Kysely<unknown>) {
    // An IPv6 address with a zone is at most 45 + a short zone name.
    await db.schema.alterTable('jobs').addColumn('client_address', 'varchar(64)').execute();
    await db.schema
      .createIndex('jobs_address_created')
      .on('jobs')
      .columns(['client_address', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_address_created').execute();
    await db.schema.alterTable('jobs').dropColumn('client_address').execute();
  },
};
