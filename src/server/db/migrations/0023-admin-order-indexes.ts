import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 40: the owner's order list at 20,000 orders. Its page is the newest orders first (as a
 * whole, or of one fulfilment status), an order number is looked up as the owner types it, and
 * the print partner's news names its own order id; without these each read scanned the table.
 */
export const addAdminOrderIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_newest_first')
      .on('orders')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('orders_by_status_newest_first')
      .on('orders')
      .columns(['fulfilment_status', 'created_at', 'id'])
      .execute();
    // The chips' counts read only these columns: from the index alone, not the wider rows.
    await db.schema
      .createIndex('orders_counted')
      .on('orders')
      .columns(['fulfilment_status', 'amount_refunded', 'total_amount', 'created_at'])
      .execute();
    await db.schema
      .createIndex('orders_by_lower_display_id')
      .on('orders')
      .expression(sql`lower(display_id)`)
      .execute();
    await db.schema
      .createIndex('orders_by_partner_order')
      .on('orders')
      .column('partner_order_id')
      .execute();
    // Part of an e-mail, anywhere in it: trigrams on Postgres (pg_trgm, a trusted extension the
    // database's owner may create). SQLite scans, as it always did: one shop's orders, one file.
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index orders_by_email_trigrams on orders using gin (lower(email) gin_trgm_ops)`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await db.schema.dropIndex('orders_by_email_trigrams').execute();
    }
    for (const index of [
      'orders_by_partner_order',
      'orders_by_lower_display_id',
      'orders_counted',
      'orders_by_status_newest_first',
      'orders_newest_first',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
  },
};
