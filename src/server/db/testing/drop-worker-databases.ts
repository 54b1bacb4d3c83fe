import { dropWorkerDatabases } from './worker-database';

/** Vitest's global teardown: the Postgres databases the test workers made go with the run. */
export async function teardown(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) await dropWorkerDatabases(url);
}
