import type { Kysely, Migration } from 'kysely';

/**
 * Issue 37: a refund keeps the owner's reason and whether the shopper is told of it (1, or 0
 * when the owner chose not to); `order_reprints` keeps each free replacement of a line the
 * owner sends to the print partner, with its reason and, once placed, the partner's order.
 */
export const addRefundReasonsAndReprints: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('order_refunds').addColumn('reason', 'text').execute();
    await db.schema
      .alterTable('order_refunds')
      .addColumn('notify', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createTable('order_reprints')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('order_id', 'varchar(64)', (col) => col.notNull().references('orders.id'))
      .addColumn('line', 'integer', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('notify', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('partner_order_id', 'varchar(128)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('order_reprints_by_order')
      .on('order_reprints')
      .columns(['order_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_reprints').execute();
    await db.schema.alterTable('order_refunds').dropColumn('notify').execute();
    await db.schema.alterTable('order_refunds').dropColumn('reason').execute();
  },
};
