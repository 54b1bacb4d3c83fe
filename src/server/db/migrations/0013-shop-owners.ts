import type { Kysely, Migration } from 'kysely';

/**
 * Shop owners granted from the command line (SHOP_OWNER_EMAILS names the others), and the
 * audit log of what owners do: who, which action, on what, when, and the record before and
 * after (JSON text). E-mails are kept lower-case; an account gets the role once it is verified.
 */
export const createShopOwners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shop_owners')
      .addColumn('email', 'varchar(320)', (col) => col.primaryKey())
      .addColumn('granted_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('owner_actions')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('actor_account_id', 'varchar(128)')
      .addColumn('actor_email', 'varchar(320)', (col) => col.notNull())
      .addColumn('action', 'varchar(64)', (col) => col.notNull())
      .addColumn('target_type', 'varchar(32)', (col) => col.notNull())
      .addColumn('target_id', 'varchar(320)', (col) => col.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('owner_actions_by_target')
      .on('owner_actions')
      .columns(['target_type', 'target_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('owner_actions').execute();
    await db.schema.dropTable('shop_owners').execute();
  },
};
