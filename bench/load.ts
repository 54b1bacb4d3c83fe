/**
 * `npm run bench:load`: mixed reads at 200 connections against the built store, once on SQLite
 * and once on a fresh Postgres database: job polls, order pages opened from their e-mail link,
 * signed-in shoppers' order history and the style list, all at once. The store runs as
 * `npm start` runs it (request log on), behind a trusted proxy so each request comes from its
 * own address and no per-address limit answers the bench instead of the store (non-2xx are
 * counted and printed). Figures only.
 *
 * Two runs per database: as fast as the connections go (a closed loop, which gives the store's
 * throughput; its latency is just 200 ÷ throughput) and at BENCH_RATE requests a second in all
 * (400: each of 200 shoppers asking every 500 ms, twenty times the SPEC's 10 s job polling),
 * which gives the latency a shopper sees while the store keeps up.
 *
 * BENCH_SECONDS (20), BENCH_RATE (400), BENCH_DATABASES (sqlite,postgres), BENCH_POSTGRES_URL
 * (the server to make the scratch database on), BENCH_STORE (the built server to run, to
 * compare two builds); DATABASE_POOL_SIZE and any other store setting pass through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DatabaseSettings,
  openDatabase,
  UNBOUNDED_STATEMENTS,
} from '../src/server/db/database';
import { freePort } from '../src/server/testing/free-port';
import { finishedJob } from './lib/finished-job';
import { clientAddress, type LoadTargets, type SeedSize, seedStore } from './lib/load-seed';
import { type LatencyFigures, type LoadKind, mixedLoad, roundRobin } from './lib/mixed-load';
import { pacedLoad } from './lib/paced-load';
import { scratchPostgres } from './lib/scratch-postgres';
import { startServer, waitFor } from './lib/store-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 400);
const WARM_UP_SECONDS = 3;
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const STORE = process.env.BENCH_STORE ?? 'dist/server/main.js';
const SIZE: SeedSize = {
  guests: 100,
  jobsPerGuest: 3,
  guestOrders: 300,
  accounts: 20,
  ordersPerAccount: 5,
};

/** 200 connections in all, shared as a busy shop's traffic might be. */
function kinds(targets: LoadTargets): LoadKind[] {
  const from = () => ({ 'x-forwarded-for': clientAddress() });
  const poll = roundRobin(targets.polls);
  const order = roundRobin(targets.orders);
  const account = roundRobin(targets.accounts);
  return [
    {
      name: 'jobPoll',
      connections: 80,
      next: () => {
        const { path, cookie } = poll();
        return { path, headers: { cookie, ...from() } };
      },
    },
    { name: 'orderRead', connections: 70, next: () => ({ path: order().path, headers: from() }) },
    {
      name: 'orderHistory',
      connections: 20,
      next: () => ({
        path: '/api/account/orders',
        headers: { cookie: account().cookie, ...from() },
      }),
    },
    { name: 'styles', connections: 30, next: () => ({ path: '/api/prompt-styles' }) },
  ];
}

/** Every target read once, as its shopper first would: orders catch up with the partner. */
async function readEachOnce(base: string, targets: LoadTargets): Promise<void> {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { ...headers, 'x-forwarded-for': clientAddress() } }).then(
      (response) => response.arrayBuffer(),
    );
  for (const { path, cookie } of targets.polls) await get(path, { cookie });
  for (const { path } of targets.orders) await get(path);
  for (const { cookie } of targets.accounts) await get('/api/account/orders', { cookie });
}

interface DatabaseFigures {
  flatOut: Record<string, LatencyFigures>;
  atRate: Record<string, LatencyFigures>;
}

async function benchOne(kind: string): Promise<DatabaseFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-bench-load-'));
  const postgres = kind === 'postgres' ? await scratchPostgres() : undefined;
  const settings: DatabaseSettings = postgres
    ? { kind: 'postgres', url: postgres.url, poolSize: 5 }
    : { kind: 'sqlite', file: join(dataDir, 'store.sqlite') };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const store = startServer(STORE, {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: base,
    TRUST_PROXY: '127.0.0.1',
    AUTH_SIGN_UPS_PER_HOUR: '10000',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    ...(postgres && { DATABASE_URL: postgres.url }),
  });
  const db = openDatabase(settings, undefined, UNBOUNDED_STATEMENTS);
  try {
    // A first start migrates the schema and renders the style thumbnails: slow on a busy machine.
    await waitFor(`${base}/readyz`, 180_000);
    // The style list answers once the thumbnails are made: measured after, not while they are.
    await fetch(`${base}/api/prompt-styles`).then((response) => response.arrayBuffer());
    const job = await finishedJob(base);
    const targets = await seedStore(db, base, job, SIZE);
    await readEachOnce(base, targets);
    await mixedLoad(base, kinds(targets), WARM_UP_SECONDS);
    const flatOut = await mixedLoad(base, kinds(targets), SECONDS);
    // The closed loop leaves answers in flight; the paced run starts once they are drained and
    // its sockets are open.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await pacedLoad(base, kinds(targets), WARM_UP_SECONDS, RATE);
    const atRate = await pacedLoad(base, kinds(targets), SECONDS, RATE);
    return { flatOut, atRate };
  } finally {
    await db.destroy();
    store.kill('SIGTERM');
    await new Promise((resolve) => store.once('exit', resolve));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const report: Record<string, unknown> = {
    connections: 200,
    seconds: SECONDS,
    rate: RATE,
    seeded: SIZE,
    store: STORE,
    databasePoolSize: process.env.DATABASE_POOL_SIZE ?? 'default',
  };
  for (const kind of DATABASES) {
    report[kind] = await benchOne(kind);
    console.error(`${kind}: done`);
  }
  console.log(JSON.stringify(report, null, 2));
}

await main();
