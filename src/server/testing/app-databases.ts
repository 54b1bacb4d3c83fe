import { randomUUID } from 'node:crypto';
import { runOnPostgres } from './postgres-admin';

export interface AppDatabase {
  /** What to add to the test app's environment. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

type Factory = () => Promise<AppDatabase>;

/**
 * The databases a whole-app suite runs on: the embedded SQLite default always, and a fresh
 * schema on the Postgres server named by TEST_DATABASE_URL when it is set (CI sets it).
 */
export function appDatabases(): Array<['sqlite' | 'postgres', Factory]> {
  const factories: Array<['sqlite' | 'postgres', Factory]> = [
    ['sqlite', async () => ({ env: {}, drop: async () => {} })],
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    factories.push([
      'postgres',
      async () => {
        const schema = `app_${randomUUID().replaceAll('-', '')}`;
        await runOnPostgres(url, `create schema ${schema}`);
        const withSchema = new URL(url);
        withSchema.searchParams.set('options', `-c search_path=${schema}`);
        return {
          env: { DATABASE_URL: withSchema.toString() },
          drop: () => runOnPostgres(url, `drop schema ${schema} cascade`),
        };
      },
    ]);
  }
  return factories;
}
