/**
 * `npm run bench:admin`: the shop owner's order list at scale. On a scratch Postgres database
 * it places one order through the orders repository, copies it in SQL to BENCH_ORDERS orders
 * (20,000) spread over a year, with e-mails, numbers, statuses and refunds of their own, then
 * runs what GET /api/admin/orders reads (the page, the per-status and per-payment counts) with
 * BENCH_OWNERS (8) owners at once for BENCH_SECONDS (10): the first page, a status chip, a
 * search by e-mail and one by order number; and beside them the account histories: a signed-in
 * customer's orders with their timelines (GET /api/account/orders) and an owner's view of one
 * customer (GET /api/admin/customers), and a customer's artworks (My artworks), over BENCH_JOBS
 * (50,000) jobs. The orders and jobs belong to 2,000 customers.
 * Latencies per kind of query, in the repositories; `npm run bench:admin-routes` reads the same
 * shop through the API. Figures only; it asserts nothing.
 */
import { createAdminCustomersRepository } from '../src/server/db/admin-customers-repository';
import type { OrderFilters } from '../src/server/db/admin-order-filters';
import { createAdminOrdersRepository } from '../src/server/db/admin-orders-repository';
import { createArtworksRepository } from '../src/server/db/artworks-repository';
import {
  type Db,
  migrateToLatest,
  openDatabase,
  UNBOUNDED_STATEMENTS,
} from '../src/server/db/database';
import { createOrderEventsRepository } from '../src/server/db/order-events-repository';
import { createOrdersRepository } from '../src/server/db/orders-repository';
import { ACCOUNT_ORDERS_LIMIT } from '../src/server/workflows/view-order';
import { seedShop } from './lib/admin-seed';
import { scratchPostgres } from './lib/scratch-postgres';
import { summarise } from './lib/stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const OWNERS = Number(process.env.BENCH_OWNERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = 2_000;
const JOBS = Number(process.env.BENCH_JOBS ?? 50_000);

const QUERIES: Record<string, OrderFilters> = {
  'first page': {},
  'a status chip': { status: 'in_production' },
  'search by e-mail': { q: 'shopper1234@' },
  'search by number': { q: 'mm-1a2b3c4d' },
};

/** What each kind of read runs: the admin list's two queries, or an account's history. */
function readers(db: Db): Record<string, () => Promise<unknown>> {
  const admin = createAdminOrdersRepository(db);
  const orders = createOrdersRepository(db);
  const orderEvents = createOrderEventsRepository(db);
  const customers = createAdminCustomersRepository(db);
  const artworks = createArtworksRepository(db);
  const list = (filters: OrderFilters) => () =>
    Promise.all([admin.list({ ...filters, after: null }), admin.counts(filters)]);
  return {
    ...Object.fromEntries(Object.entries(QUERIES).map(([kind, filters]) => [kind, list(filters)])),
    "a customer's orders": async () => {
      const theirs = await orders.listByCustomer('customer-1234', ACCOUNT_ORDERS_LIMIT);
      return orderEvents.listForOrders(theirs.map((order) => order.id));
    },
    'a customer, by owner': () => customers.find('Shopper1234@example70.com'),
    "a customer's artworks": () => artworks.page('user:customer-1234', null),
  };
}

async function main() {
  const database = await scratchPostgres();
  // Seeding 20,000 orders takes longer than a request's statement may.
  const db = openDatabase(
    { kind: 'postgres', url: database.url, poolSize: OWNERS },
    undefined,
    UNBOUNDED_STATEMENTS,
  );
  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    await seedShop(db, { orders: ORDERS, jobs: JOBS, customers: CUSTOMERS });
    console.log(
      `${ORDERS} orders and ${JOBS} jobs seeded in ${Math.round(performance.now() - seeding)} ms`,
    );
    const times = new Map<string, number[]>();
    const kinds = Object.entries(readers(db));
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: OWNERS }, async (_, owner) => {
        for (let i = owner; performance.now() < until; i++) {
          const [kind, read] = kinds[i % kinds.length] as [string, () => Promise<unknown>];
          const started = performance.now();
          await read();
          times.set(kind, [...(times.get(kind) ?? []), performance.now() - started]);
        }
      }),
    );
    console.log(`\nThe owners' and accounts' reads, ${OWNERS} at once, ${SECONDS} s (ms)`);
    for (const [kind, values] of times) {
      const { runs, median, p95, p99 } = summarise(values);
      const ms = (value: number) => value.toFixed(1).padStart(7);
      console.log(
        `${kind.padEnd(18)} ${String(runs).padStart(6)} ${ms(median)} ${ms(p95)} ${ms(p99)}`,
      );
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}

await main();
