import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 40: the owner's list at 20,000 orders with eight owners at once.
 *
 * The chips' counts over every order were an index scan of the whole table on each page view
 * (15 ms alone, most of the database's time under that load): the database now keeps them in
 * `order_tallies`, a row per fulfilment status and payment status, moved by triggers on every
 * insert, delete and change of the columns they depend on, whichever code writes the order.
 * The payment status is written here as admin-order-filters.ts's `paymentStatusSql` reads it
 * today; a migration that changes one changes the other and rebuilds the tally.
 *
 * A customer's orders looked up by e-mail used the trigram index (7 ms for an exact address,
 * whose trigrams every order of the same domain shares): a plain index on the lower-cased
 * address answers the exact lookup; the trigrams stay for a part of an address.
 */
const payment = (row: 'new' | 'old' | 'orders') =>
  sql.raw(`case when ${row}.amount_refunded <= 0 then 'paid'
    when ${row}.amount_refunded >= ${row}.total_amount then 'refunded'
    else 'partially_refunded' end`);

export const addOrderTallies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('orders_by_lower_email')
      .on('orders')
      .expression(sql`lower(email)`)
      .execute();
    await db.schema
      .createTable('order_tallies')
      .addColumn('fulfilment_status', 'varchar(32)', (col) => col.notNull())
      .addColumn('payment', 'varchar(32)', (col) => col.notNull())
      .addColumn('n', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('order_tallies_key', ['fulfilment_status', 'payment'])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
    else await sqliteTriggers(db);
    await sql`insert into order_tallies (fulfilment_status, payment, n)
      select fulfilment_status, ${payment('orders')}, count(*) from orders
      group by fulfilment_status, ${payment('orders')}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`drop trigger orders_tally on orders`.execute(db);
      await sql`drop function tally_order_change()`.execute(db);
      await sql`drop function tally_order(text, text, integer)`.execute(db);
    } else {
      for (const trigger of ['orders_tally_insert', 'orders_tally_delete', 'orders_tally_update']) {
        await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
      }
    }
    await db.schema.dropTable('order_tallies').execute();
    await db.schema.dropIndex('orders_by_lower_email').execute();
  },
};

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create function tally_order(status text, paid text, delta integer) returns void
    language sql as $$
      insert into order_tallies (fulfilment_status, payment, n) values (status, paid, delta)
      on conflict (fulfilment_status, payment) do update set n = order_tallies.n + excluded.n
    $$`.execute(db);
  // Two orders changed at once the opposite ways (A to B, B to A) touch the same two rows:
  // taken in one order, whichever the change, neither waits on the other.
  await sql`create function tally_order_change() returns trigger language plpgsql as $$
    declare
      gone text[];
      came text[];
    begin
      if tg_op <> 'INSERT' then gone := array[old.fulfilment_status, ${payment('old')}]; end if;
      if tg_op <> 'DELETE' then came := array[new.fulfilment_status, ${payment('new')}]; end if;
      if gone = came then return null; end if;
      if came is null or (gone is not null and gone < came) then
        perform tally_order(gone[1], gone[2], -1);
        if came is not null then perform tally_order(came[1], came[2], 1); end if;
      else
        perform tally_order(came[1], came[2], 1);
        if gone is not null then perform tally_order(gone[1], gone[2], -1); end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_tally
    after insert or delete or update of fulfilment_status, amount_refunded, total_amount
    on orders for each row execute function tally_order_change()`.execute(db);
}

/** SQLite has one writer at a time: no order of rows to keep. */
async function sqliteTriggers(db: Kysely<unknown>) {
  const add = (row: 'new' | 'old', delta: number) =>
    sql`insert into order_tallies (fulfilment_status, payment, n)
      values (${sql.raw(row)}.fulfilment_status, ${payment(row)}, ${sql.lit(delta)})
      on conflict (fulfilment_status, payment) do update set n = n + ${sql.lit(delta)};`;
  await sql`create trigger orders_tally_insert after insert on orders
    begin ${add('new', 1)} end`.execute(db);
  await sql`create trigger orders_tally_delete after delete on orders
    begin ${add('old', -1)} end`.execute(db);
  await sql`create trigger orders_tally_update
    after update of fulfilment_status, amount_refunded, total_amount on orders
    when old.fulfilment_status is not new.fulfilment_status
      or ${payment('old')} is not ${payment('new')}
    begin ${add('old', -1)} ${add('new', 1)} end`.execute(db);
}
