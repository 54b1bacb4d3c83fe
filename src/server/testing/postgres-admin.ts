import pg from 'pg';

/**
 * Runs one statement on the Postgres server `url` points at, on a connection of its own: how
 * tests and benches make and drop the databases and schemas they run on.
 */
export async function runOnPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
