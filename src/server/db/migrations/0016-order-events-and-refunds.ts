import type { Kysely, Migration } from 'kysely';

/**
 * An order's timeline (paid, submitted, the partner's status changes, e-mails sent, refunds,
 * owner actions), each change stored once under its idempotency key, and its refunds: one row
 * per refund asked of the card processor, with the processor's id once it has one.
 */
export const addOrderEventsAndRefunds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('order_events')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('order_id', 'varchar(64)', (col) => col.notNull().references('orders.id'))
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('idempotency_key', 'varchar(200)', (col) => col.notNull().unique())
      .addColumn('detail', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('order_events_by_order')
      .on('order_events')
      .columns(['order_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('order_refunds')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('order_id', 'varchar(64)', (col) => col.notNull().references('orders.id'))
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('processor_refund_id', 'varchar(128)')
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('order_refunds_by_order')
      .on('order_refunds')
      .column('order_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_refunds').execute();
    await db.schema.dropTable('order_events').execute();
  },
};
