import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runOnPostgres } from '../../src/server/testing/postgres-admin';

export interface ClusterDatabase {
  /** The fresh, empty database every process of the cluster is given. */
  url: string;
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/**
 * A database of its own on the Postgres server `adminUrl` points at (a whole database, not a
 * schema: the processes must meet an empty one, as a new deployment does, and run their
 * migrations together).
 */
export async function createClusterDatabase(adminUrl: string): Promise<ClusterDatabase> {
  const name = `mpm_cluster_${randomUUID().replaceAll('-', '')}`;
  await runOnPostgres(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const reader = new pg.Pool({ connectionString: url.toString(), max: 2 });
  reader.on('error', () => undefined);
  return {
    url: url.toString(),
    async query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await reader.query<Row>(text, values)).rows;
    },
    async drop() {
      await reader.end();
      // A process killed mid-query may leave a session behind; force ends it.
      await runOnPostgres(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
