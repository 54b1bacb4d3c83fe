/**
 * `npm run bench:admin-routes`: what `bench:admin` measures in the repositories, through the
 * built API, as the owners' browsers see it. On a scratch Postgres database the same shop
 * (lib/admin-seed.ts: BENCH_ORDERS 20,000 orders, BENCH_JOBS 50,000 jobs, 2,000 customers) is
 * served by one API process with its request log on, and BENCH_OWNERS (8) connections from
 * this process ask at once for BENCH_SECONDS (30) after a warm-up: one each for the list's first
 * page, a status chip, a search by e-mail and by number and the owner's view of a customer, the
 * rest for a signed-in customer's order history. Latencies per kind as the client sees them;
 * figures only, it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, UNBOUNDED_STATEMENTS } from '../src/server/db/database';
import { freePort } from '../src/server/testing/free-port';
import { seedShop } from './lib/admin-seed';
import { clientAddress, signUp } from './lib/load-seed';
import { type LoadKind, mixedLoad } from './lib/mixed-load';
import { scratchPostgres } from './lib/scratch-postgres';
import { startServer, waitFor } from './lib/store-process';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 50_000);
const OWNERS = Number(process.env.BENCH_OWNERS ?? 8);
// About 55 requests a second per kind: in 10 s a p99 is the sixth-slowest of 550, and it moved
// 30-60 ms from run to run of the same build.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 3;
const OWNER = 'owner@example.com';
const CUSTOMER = 'customer@example.com';

const PATHS: Record<string, string> = {
  'first page': '/api/admin/orders',
  'a status chip': '/api/admin/orders?status=in_production',
  'search by e-mail': '/api/admin/orders?q=shopper1234%40',
  'search by number': '/api/admin/orders?q=mm-1a2b3c4d',
  'a customer, by owner': '/api/admin/customers/shopper1234%40example70.com',
};

async function main() {
  const database = await scratchPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-bench-admin-'));
  const db = openDatabase(
    { kind: 'postgres', url: database.url, poolSize: 2 },
    undefined,
    UNBOUNDED_STATEMENTS,
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const store = startServer('dist/server/main.js', {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: base,
    DATABASE_URL: database.url,
    SHOP_OWNER_EMAILS: OWNER,
    // Each request from an address of its own, as eight owners' and shoppers' browsers are:
    // the per-address limits count people, not the bench.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  try {
    await waitFor(`${base}/readyz`, 180_000);
    await seedShop(db, { orders: ORDERS, jobs: JOBS, customers: 2_000 });
    const owner = await signUp(base, OWNER);
    const customer = await signUp(base, CUSTOMER);
    // Their addresses taken as verified, as their links would.
    await sql`update auth_user set "emailVerified" = true`.execute(db);
    // The customer's history: the ten orders of one seeded customer.
    await sql`update orders set customer_id = ${customer.id} where customer_id = 'customer-1234'`.execute(
      db,
    );
    const kinds: LoadKind[] = [
      ...Object.entries(PATHS).map(([name, path]) => ({
        name,
        connections: 1,
        next: () => ({
          path,
          headers: { cookie: owner.cookie, 'x-forwarded-for': clientAddress() },
        }),
      })),
      {
        name: "a customer's orders",
        connections: Math.max(1, OWNERS - Object.keys(PATHS).length),
        next: () => ({
          path: '/api/account/orders',
          headers: { cookie: customer.cookie, 'x-forwarded-for': clientAddress() },
        }),
      },
    ];
    await mixedLoad(base, kinds, WARM_UP_SECONDS);
    const figures = await mixedLoad(base, kinds, SECONDS);
    console.log(
      JSON.stringify(
        { orders: ORDERS, jobs: JOBS, connections: OWNERS, seconds: SECONDS, figures },
        null,
        2,
      ),
    );
  } finally {
    await db.destroy();
    store.kill('SIGTERM');
    await new Promise((resolve) => store.once('exit', resolve));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
