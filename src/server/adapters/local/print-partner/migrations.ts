import type { Kysely, Migration } from 'kysely';

/**
 * The local print partner's own table: the print orders it was sent, kept so they survive a
 * restart as they would at Printify. A store on live Printify never creates it.
 */
export const PRINT_PARTNER_MIGRATIONS = 'local_print_partner';

export const printPartnerMigrations: Record<string, Migration> = {
  '0001-print-orders': {
    async up(db: Kysely<unknown>) {
      // A database that ran the store's own 0004 migration has it already.
      await db.schema
        .createTable('local_print_orders')
        .ifNotExists()
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('external_id', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('request', 'text', (col) => col.notNull())
        .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('local_print_orders').execute();
    },
  },
  '0002-cancellations': {
    async up(db: Kysely<unknown>) {
      // A table of its own, not a column: an order's row is never rewritten once placed.
      await db.schema
        .createTable('local_print_cancellations')
        .ifNotExists()
        .addColumn('order_id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('cancelled_at', 'varchar(32)', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('local_print_cancellations').execute();
    },
  },
};
