import type { Kysely, Migration } from 'kysely';

export const createTaxCalculations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tax_calculations')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('request', 'text', (col) => col.notNull())
      .addColumn('subtotal', 'integer', (col) => col.notNull())
      .addColumn('shipping_cost', 'integer', (col) => col.notNull())
      .addColumn('tax_amount', 'integer', (col) => col.notNull())
      .addColumn('total_amount', 'integer', (col) => col.notNull())
      .addColumn('breakdown', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tax_calculations').execute();
  },
};
