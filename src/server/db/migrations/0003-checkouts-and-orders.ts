import type { Kysely, Migration } from 'kysely';

/**
 * The checkout kept under each payment intent, the orders made from them (one per intent, by a
 * unique constraint), the order's retried tasks (print-partner submission, e-mail) and the
 * webhook events already acted on.
 */
export const createCheckoutsAndOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('checkouts')
      .addColumn('payment_intent_id', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('customer_id', 'varchar(128)')
      .addColumn('guest_session_id', 'varchar(128)')
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('lines', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('shipping_method_id', 'integer', (col) => col.notNull())
      .addColumn('shipping_cost', 'integer', (col) => col.notNull())
      .addColumn('tax_calculation_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('subtotal', 'integer', (col) => col.notNull())
      .addColumn('tax_amount', 'integer', (col) => col.notNull())
      .addColumn('total_amount', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(8)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('checkouts_open_by_age')
      .on('checkouts')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('display_id', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('payment_intent_id', 'varchar(128)', (col) => col.notNull().unique())
      .addColumn('customer_id', 'varchar(128)')
      .addColumn('guest_session_id', 'varchar(128)')
      .addColumn('access_token', 'varchar(64)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('lines', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('shipping_method_id', 'integer', (col) => col.notNull())
      .addColumn('shipping_cost', 'integer', (col) => col.notNull())
      .addColumn('subtotal', 'integer', (col) => col.notNull())
      .addColumn('tax_amount', 'integer', (col) => col.notNull())
      .addColumn('total_amount', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(8)', (col) => col.notNull())
      .addColumn('tax_calculation_id', 'varchar(128)', (col) => col.notNull())
      .addColumn('tax_transaction_id', 'varchar(128)')
      .addColumn('status', 'varchar(32)', (col) => col.notNull())
      .addColumn('partner_order_id', 'varchar(128)')
      .addColumn('answer', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('orders_by_customer').on('orders').column('customer_id').execute();
    await db.schema
      .createIndex('orders_by_guest')
      .on('orders')
      .column('guest_session_id')
      .execute();

    await db.schema
      .createTable('order_tasks')
      .addColumn('order_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('run_after', 'varchar(32)', (col) => col.notNull())
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_tasks_pk', ['order_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('order_tasks_due')
      .on('order_tasks')
      .columns(['status', 'run_after'])
      .execute();

    await db.schema
      .createTable('webhook_events')
      .addColumn('id', 'varchar(128)', (col) => col.primaryKey())
      .addColumn('type', 'varchar(128)', (col) => col.notNull())
      .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .alterTable('tax_calculations')
      .addColumn('transaction_id', 'varchar(128)')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tax_calculations').dropColumn('transaction_id').execute();
    await db.schema.dropTable('webhook_events').execute();
    await db.schema.dropTable('order_tasks').execute();
    await db.schema.dropTable('orders').execute();
    await db.schema.dropTable('checkouts').execute();
  },
};
