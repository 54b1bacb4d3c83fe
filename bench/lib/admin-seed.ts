import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { createJobsRepository } from '../../src/server/db/jobs-repository';
import { createOrdersRepository } from '../../src/server/db/orders-repository';
import { paidCanvasOrder } from '../../src/server/testing/order-fixture';
import { FULFILMENT_STATUSES } from '../../src/shared/api/admin-orders';

/** The busy shop the owner benchmarks read (bench:admin, bench:admin-routes). */
export interface ShopSize {
  orders: number;
  jobs: number;
  customers: number;
}

/** One order placed as checkout leaves it, then copied in SQL: a year of a busy shop. */
export async function seedShop(db: Db, size: ShopSize): Promise<void> {
  const { orders: ORDERS, customers: CUSTOMERS } = size;
  const id = randomUUID();
  const placed = paidCanvasOrder(id, new Date());
  await createOrdersRepository(db).insertOnce(
    { ...placed, partnerOrderId: 'po-seed', status: 'submitted' },
    new Date(),
  );
  const statuses = sql.join(FULFILMENT_STATUSES.map((status) => sql.lit(status)));
  await sql`
    insert into orders
    select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object(
      'id', gen_random_uuid()::text,
      'display_id', 'MM-' || upper(substr(md5(n::text), 1, 8)),
      'payment_intent_id', 'pi_bench_' || n,
      'access_token', md5('token' || n),
      'email', 'shopper' || (n % ${CUSTOMERS}) || '@example' || (n % ${CUSTOMERS} % 97) || '.com',
      'customer_id', 'customer-' || (n % ${CUSTOMERS}),
      'guest_session_id', null,
      'partner_order_id', 'po-' || n,
      'fulfilment_status', (array[${statuses}])[1 + n % ${FULFILMENT_STATUSES.length}],
      'amount_refunded', case when n % 23 = 0 then o.total_amount when n % 31 = 0 then 100 else 0 end,
      'created_at', to_char(now() - (n * interval '26 minutes'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ))).*
    from orders o, generate_series(1, ${ORDERS - 1}) n
    where o.id = ${id}`.execute(db);
  await seedJobs(db, size);
  // As autovacuum leaves a shop that has settled (this machine's Postgres runs without it):
  // orders counted from the indexes alone, and none of the 20,000 row versions the order
  // tally's triggers left while seeding still read past on every count; the seed's pages
  // written out before the load, not by the checkpointer during it.
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
}

/** One finished job, then copied in SQL: BENCH_JOBS (50,000) artworks of the same customers. */
async function seedJobs(db: Db, size: ShopSize): Promise<void> {
  const { jobs: JOBS, customers: CUSTOMERS } = size;
  const id = randomUUID();
  const jobs = createJobsRepository(db);
  await jobs.insert(
    {
      id,
      owner_key: 'user:customer-seed',
      user_id: 'customer-seed',
      style_id: 'royal_oil_paint',
      gender: 'female',
      original_key: `originals/${id}.jpg`,
      photo_key: `photos/${id}.jpg`,
      media_name: id,
    },
    new Date(),
  );
  await jobs.complete(id, { products: [], artworkUrl: `/media/artworks/${id}.jpg` }, new Date());
  await sql`
    insert into jobs
    select (jsonb_populate_record(null::jobs, to_jsonb(j) || jsonb_build_object(
      'id', gen_random_uuid()::text,
      'owner_key', 'user:customer-' || (n % ${CUSTOMERS}),
      'user_id', 'customer-' || (n % ${CUSTOMERS}),
      'media_name', md5('media' || n),
      'created_at', to_char(now() - (n * interval '10 minutes'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ))).*
    from jobs j, generate_series(1, ${JOBS - 1}) n
    where j.id = ${id}`.execute(db);
}
