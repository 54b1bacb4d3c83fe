import type { Kysely, Migration } from 'kysely';

/**
 * When the print partner was last asked about each order. Every process polls, so the time is
 * kept with the order: a poll claims an order only once its interval has passed since anyone
 * last asked, and asks about the longest unasked first, so each order gets its turn.
 */
export const addPartnerChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('partner_checked_at', 'varchar(32)').execute();
    await db.schema
      .createIndex('orders_by_partner_check')
      .on('orders')
      .columns(['status', 'partner_checked_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_by_partner_check').execute();
    await db.schema.alterTable('orders').dropColumn('partner_checked_at').execute();
  },
};
