import { randomBytes } from 'node:crypto';
import { runOnPostgres } from '../../src/server/testing/postgres-admin';

/** The Postgres server a bench makes its own database on; loopback unless told otherwise. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database for one bench run: its URL, and how to drop it afterwards. */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mpm_bench_${randomBytes(6).toString('hex')}`;
  await runOnPostgres(SERVER_URL, `create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Forced: a store killed mid-run may leave its connections behind for a moment.
    drop: () => runOnPostgres(SERVER_URL, `drop database if exists ${name} with (force)`),
  };
}
