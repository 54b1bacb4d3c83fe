import type { Kysely, Migration } from 'kysely';

/**
 * The local card processor's own tables: what it keeps so a payment survives a restart as it
 * would at Stripe. A store on live Stripe never creates them.
 */
export const CARD_PROCESSOR_MIGRATIONS = 'local_card_processor';

export const cardProcessorMigrations: Record<string, Migration> = {
  '0001-intents-and-events': {
    async up(db: Kysely<unknown>) {
      // A database that ran the store's own 0004 migration has them already.
      await db.schema
        .createTable('local_payment_intents')
        .ifNotExists()
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
        .ifNotExists()
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('type', 'varchar(64)', (col) => col.notNull())
        .addColumn('payment_intent_id', 'varchar(64)', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('delivered_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('local_card_events').execute();
      await db.schema.dropTable('local_payment_intents').execute();
    },
  },
  '0002-refunds': {
    async up(db: Kysely<unknown>) {
      // Each refund, as Stripe keeps them; `local_payment_intents.amount_refunded` is their sum.
      await db.schema
        .createTable('local_refunds')
        .ifNotExists()
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('idempotency_key', 'varchar(255)', (col) => col.notNull().unique())
        .addColumn('payment_intent_id', 'varchar(64)', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull())
        .addColumn('status', 'varchar(32)', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('local_refunds').execute();
    },
  },
};
