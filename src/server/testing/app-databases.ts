import { randomUUID } from 'node:crypto';
import { workerDatabaseUrl } from '../db/testing/worker-database';
import { runOnPostgres } from './postgres-admin';

export interface AppDatabase {
  /** What to add to the test app's environment. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

type Factory = () => Promise<AppDatabase>;

/**
 * The databases a whole-app suite runs on: the embedded SQLite default always, and with
 * `postgres` a fresh schema on the Postgres server named by TEST_DATABASE_URL when it is set
 * (CI sets it). The repository and queue contract suites cover the store's SQL on both, so a
 * whole-app suite asks for Postgres only where the two differ in what a shopper meets: money
 * taken once under concurrency, quotas, sweeps, restarts (issue 34).
 */
export function appDatabases({ postgres = false } = {}): Array<['sqlite' | 'postgres', Factory]> {
  const factories: Array<['sqlite' | 'postgres', Factory]> = [
    ['sqlite', async () => ({ env: {}, drop: async () => {} })],
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (postgres && url) {
    factories.push([
      'postgres',
      async () => {
        const workerUrl = await workerDatabaseUrl(url);
        const schema = `app_${randomUUID().replaceAll('-', '')}`;
        await runOnPostgres(workerUrl, `create schema ${schema}`);
        const withSchema = new URL(workerUrl);
        withSchema.searchParams.set('options', `-c search_path=${schema}`);
        return {
          env: { DATABASE_URL: withSchema.toString() },
          drop: () => runOnPostgres(workerUrl, `drop schema ${schema} cascade`),
        };
      },
    ]);
  }
  return factories;
}
