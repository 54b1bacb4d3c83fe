import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface AppDatabase {
  /** What to add to the test app's environment. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

type Factory = () => Promise<AppDatabase>;

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

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
        await adminQuery(url, `create schema ${schema}`);
        const withSchema = new URL(url);
        withSchema.searchParams.set('options', `-c search_path=${schema}`);
        return {
          env: { DATABASE_URL: withSchema.toString() },
          drop: () => adminQuery(url, `drop schema ${schema} cascade`),
        };
      },
    ]);
  }
  return factories;
}
