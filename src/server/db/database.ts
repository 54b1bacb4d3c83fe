import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Which database to open: an SQLite file, or a Postgres server by its URL. */
export type DatabaseSettings =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; poolSize: number };

/**
 * How long Postgres may take. A request waits at most `connectMs` for a connection (a new one,
 * or one of the pool's to come free), so during an outage the shopper gets an answer in
 * seconds, not when the operating system gives up on the socket. A statement runs at most
 * `statementMs` on the server (a lock held too long, a runaway query: cancelled, the connection
 * kept), and its answer is awaited at most `answerMs` (a server that hangs or a network that
 * drops packets answers nothing: the query fails on our side). The store's own statements take
 * milliseconds; migrations at its sizes take seconds.
 */
export interface PostgresTimeouts {
  connectMs: number;
  /** 0: no limit. */
  statementMs: number;
  /** 0: no limit. */
  answerMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2_000,
  statementMs: 10_000,
  answerMs: 12_000,
};

/**
 * For work nobody waits on that may take long: migrations of a large table at a start, seeding
 * a benchmark. Nothing is bounded but the wait for a connection.
 */
export const UNBOUNDED_STATEMENTS: PostgresTimeouts = {
  connectMs: POSTGRES_TIMEOUTS.connectMs,
  statementMs: 0,
  answerMs: 0,
};

/**
 * Opens the configured database: an SQLite file (WAL) by default, Postgres with DATABASE_URL.
 * `onConnectionLost` hears of a Postgres connection that died, idle or mid-query (a restart,
 * `pg_terminate_backend`, a network cut): the pool drops it and opens another when next asked,
 * so the process carries on; unheard, the error event would end the process.
 */
export function openDatabase(
  config: DatabaseSettings,
  onConnectionLost: (error: Error) => void = () => {},
  timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS,
): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.answerMs,
    });
    // The pool listens for the death of the connections it keeps idle, not of those lent out:
    // a connection cut mid-query fails its query and then emits an error nobody heard, which
    // ended the process. Each connection is heard of for its whole life, once; the pool drops it.
    const lost = new WeakSet<object>();
    const hear = (error: Error, client: object) => {
      if (lost.has(client)) return;
      lost.add(client);
      onConnectionLost(error);
    };
    pool.on('error', hear);
    pool.on('connect', (client) => client.on('error', (error) => hear(error, client)));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Brings the store's schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(db: Db): Promise<void> {
  await migrateSet(db, migrations);
}

/**
 * Runs one set of migrations. A set other than the store's (a simulated outside service's own
 * tables) names itself, and keeps its bookkeeping in tables of that name, so each set's
 * migrations are numbered and released on their own.
 */
export async function migrateSet<Tables>(
  db: Kysely<Tables>,
  set: Record<string, Migration>,
  name?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set },
    // Kysely looks for its own tables in every schema it can see; named, a database shared by
    // several schemas (one per test, or per tenant) cannot make it skip creating ours.
    migrationTableSchema: await postgresSchema(db),
    ...(name && {
      migrationTableName: `${name}_migration`,
      migrationLockTableName: `${name}_migration_lock`,
    }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new MigrationError(
      `Migration ${name ? `${name} ` : ''}${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The schema a Postgres connection writes to; undefined for SQLite, which has none. */
async function postgresSchema<Tables>(db: Kysely<Tables>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** True when the database answers a trivial query; what /readyz reports. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
