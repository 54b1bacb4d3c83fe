import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  CARD_PROCESSOR_MIGRATIONS,
  cardProcessorMigrations,
} from '../../adapters/local/card-processor/migrations';
import {
  PRINT_PARTNER_MIGRATIONS,
  printPartnerMigrations,
} from '../../adapters/local/print-partner/migrations';
import { type Db, migrateSet, migrateToLatest, openDatabase } from '../database';
import type { Database } from '../schema';
import { workerDatabaseUrl } from './worker-database';

export interface TestDatabase {
  dialect: 'sqlite' | 'postgres';
  db: Db;
  destroy(): Promise<void>;
}

type Factory = () => Promise<TestDatabase>;

/**
 * The databases a repository suite runs on: a fresh SQLite file always, and a fresh schema on
 * the Postgres server named by TEST_DATABASE_URL when it is set (in the test worker's own
 * database there).
 */
export function testDatabases(
  migrate: (db: Db) => Promise<void> = migrateEverything,
): Array<[TestDatabase['dialect'], Factory]> {
  const factories: Array<[TestDatabase['dialect'], Factory]> = [
    ['sqlite', () => freshSqlite(migrate)],
  ];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) factories.push(['postgres', () => freshPostgresSchema(postgresUrl, migrate)]);
  return factories;
}

/**
 * A migrated database in a new SQLite file, for suites that need only one dialect. `migrate`
 * builds an older schema for a migration's own test.
 */
export async function freshSqlite(
  migrate: (db: Db) => Promise<void> = migrateEverything,
): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'mpm-db-'));
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'test.sqlite') });
  await migrate(db);
  return {
    dialect: 'sqlite',
    db,
    async destroy() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freshPostgresSchema(
  url: string,
  migrate: (db: Db) => Promise<void>,
): Promise<TestDatabase> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const workerUrl = await workerDatabaseUrl(url);
  const admin = new pg.Client({ connectionString: workerUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({
        connectionString: workerUrl,
        max: 5,
        options: `-c search_path=${schema}`,
      }),
    }),
  });
  await migrate(db);
  return {
    dialect: 'postgres',
    db,
    async destroy() {
      await sql.raw(`drop schema ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}

/** The store's tables and those of the simulated services the tests drive. */
async function migrateEverything(db: Db): Promise<void> {
  await migrateToLatest(db);
  await migrateSet(db, cardProcessorMigrations, CARD_PROCESSOR_MIGRATIONS);
  await migrateSet(db, printPartnerMigrations, PRINT_PARTNER_MIGRATIONS);
}
