import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Checkouts the sweeper can reach (issue: every paid order is fulfilled exactly once): each open
 * checkout's next check, pushed back after each look, and how many looks it has had; the
 * fingerprint of what it was priced for, so a repeated request reuses its payment intent; and
 * the lookup of a customer's open checkout (a guest's has one since 0005).
 */
export const addCheckoutIntegrity: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite adds only one at a time.
    await db.schema
      .alterTable('checkouts')
      .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('checkouts').addColumn('next_check_at', 'varchar(32)').execute();
    await db.schema
      .alterTable('checkouts')
      .addColumn('check_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update checkouts set next_check_at = created_at`.execute(db);
    await db.schema.dropIndex('checkouts_open_by_age').execute();
    await db.schema
      .createIndex('checkouts_due')
      .on('checkouts')
      .columns(['status', 'next_check_at'])
      .execute();
    await db.schema
      .createIndex('checkouts_by_customer')
      .on('checkouts')
      .column('customer_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('checkouts_by_customer').execute();
    await db.schema.dropIndex('checkouts_due').execute();
    await db.schema
      .createIndex('checkouts_open_by_age')
      .on('checkouts')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema.alterTable('checkouts').dropColumn('check_count').execute();
    await db.schema.alterTable('checkouts').dropColumn('next_check_at').execute();
    await db.schema.alterTable('checkouts').dropColumn('fingerprint').execute();
  },
};
