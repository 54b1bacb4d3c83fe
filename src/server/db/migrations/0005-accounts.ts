import type { Kysely, Migration } from 'kysely';

/**
 * Accounts (issue 11): the sign-in and sign-up attempts counted per account, and the lookups
 * that move a guest's work to the account they sign in to.
 */
export const createAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_attempts')
      .addColumn('email', 'varchar(320)', (col) => col.notNull())
      .addColumn('attempted_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('account_attempts_by_email')
      .on('account_attempts')
      .columns(['email', 'attempted_at'])
      .execute();
    await db.schema.createIndex('jobs_by_guest').on('jobs').column('guest_session_id').execute();
    await db.schema
      .createIndex('checkouts_by_guest')
      .on('checkouts')
      .column('guest_session_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('checkouts_by_guest').execute();
    await db.schema.dropIndex('jobs_by_guest').execute();
    await db.schema.dropTable('account_attempts').execute();
  },
};
