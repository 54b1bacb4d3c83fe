import pg from 'pg';

const DUPLICATE_DATABASE = '42P04';
const made = new Map<string, Promise<string>>();

/** The database a test worker of `url`'s runs on: `url`'s own name with `_w` and the worker's number. */
function workerDatabaseName(url: string, worker: string): string {
  return `${new URL(url).pathname.slice(1)}_w${worker}`;
}

/**
 * `url` on a database of this Vitest worker's own, made on first use. The suites make and drop
 * a schema each, and Kysely's migrator reads the catalogue of every schema in its database:
 * one worker dropping its schema while the other migrated failed the other's migration.
 */
export function workerDatabaseUrl(url: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID ?? '0';
  const key = `${url} ${worker}`;
  let ready = made.get(key);
  if (!ready) {
    ready = makeDatabase(url, workerDatabaseName(url, worker));
    made.set(key, ready);
  }
  return ready;
}

async function makeDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

/** Drops every worker's database of `url` (Vitest's global teardown). */
export async function dropWorkerDatabases(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const prefix = workerDatabaseName(url, '');
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
