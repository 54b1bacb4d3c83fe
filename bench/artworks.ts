/**
 * `npm run bench:artworks`: how long a page of My Artworks takes for a shopper with 1,000
 * artworks, the first page, one in the middle and the last, each asked 50 times through the
 * whole app (routing, guest proof, the query, the JSON). SQLite by default; with
 * BENCH_DATABASE_URL, that Postgres database (a schema of its own, dropped after). Figures only.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startGuest, type TestGuest } from '../src/server/testing/guest-session';
import { runOnPostgres } from '../src/server/testing/postgres-admin';
import { seedArtworks } from '../src/server/testing/seed-artworks';
import { startTestApp } from '../src/server/testing/test-app';
import { artworksPageSchema } from '../src/shared/api/artworks';

const ARTWORKS = 1000;
const ASKS = 50;
let asked = 0;
/** Each ask from an address of its own: the list's rate limit (60 a minute) is not measured. */
const fresh = () => {
  asked += 1;
  return `10.7.${Math.floor(asked / 250)}.${asked % 250}`;
};

/** Every page's cursor, from the first page to the last. */
async function cursors(guest: TestGuest): Promise<(string | undefined)[]> {
  const found: (string | undefined)[] = [undefined];
  for (;;) {
    const cursor = found.at(-1);
    const page = await guest.inject({
      url: `/api/artworks${cursor ? `?cursor=${cursor}` : ''}`,
      remoteAddress: fresh(),
    });
    const next = artworksPageSchema.parse(page.json()).next_cursor;
    if (!next) return found;
    found.push(next);
  }
}

async function timePage(guest: TestGuest, cursor: string | undefined) {
  const url = `/api/artworks${cursor ? `?cursor=${cursor}` : ''}`;
  const times: number[] = [];
  for (let n = 0; n < ASKS; n++) {
    const began = performance.now();
    const answer = await guest.inject({ url, remoteAddress: fresh() });
    times.push(performance.now() - began);
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Number((times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2));
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  let env: Record<string, string> = {};
  if (url) {
    await runOnPostgres(url, `create schema ${schema}`);
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    env = { DATABASE_URL: withSchema.toString() };
  }
  const test = await startTestApp(env);
  try {
    const guest = await startGuest(test.app);
    await seedArtworks(test.services.jobs, guest.id, ARTWORKS);
    const pages = await cursors(guest);
    const report = {
      database: url ? 'postgres' : 'sqlite',
      artworks: ARTWORKS,
      pages: pages.length,
      firstPage: await timePage(guest, pages[0]),
      middlePage: await timePage(guest, pages[Math.floor(pages.length / 2)]),
      lastPage: await timePage(guest, pages.at(-1)),
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await test.close();
    if (url) await runOnPostgres(url, `drop schema ${schema} cascade`);
  }
}

await main();
