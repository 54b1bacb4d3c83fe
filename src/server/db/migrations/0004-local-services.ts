import type { Kysely, Migration } from 'kysely';

/**
 * What the local card processor and the local print partner keep, so that a payment or a
 * print order survives a restart like it would at the real service.
 */
export const createLocalServices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('local_payment_intents')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('idempotency_key', 'varchar(255)', (col) => col.notNull().unique())
      .addColumn('client_secret', 'varchar(128)', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(8)', (col) => col.notNull())
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('receipt_email', 'varchar(254)', (col) => col.notNull())
      .addColumn('metadata', 'text', (col) => col.notNull())
      .addColumn('last_error', 'text')
      .addColumn('card_last4', 'varchar(4)')
      .addColumn('amount_refunded', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('local_card_events')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('type', 'varchar(64)', (col) => col.notNull())
      .addColumn('payment_intent_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('delivered_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('local_print_orders')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('external_id', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('request', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('local_print_orders').execute();
    await db.schema.dropTable('local_card_events').execute();
    await db.schema.dropTable('local_payment_intents').execute();
  },
};
