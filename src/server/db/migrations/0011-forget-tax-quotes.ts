import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Tax quotes are no longer kept (only a checkout's own calculation is): the quotes kept before
 * are read by nothing, and anyone could add them by the thousand. Those no checkout or order
 * names go; there is nothing to put back.
 */
export const forgetTaxQuotes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      delete from tax_calculations
      where id not in (select tax_calculation_id from checkouts)
        and id not in (select tax_calculation_id from orders)
    `.execute(db);
  },
  async down() {},
};
