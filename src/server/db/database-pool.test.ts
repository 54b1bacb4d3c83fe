import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Db, openDatabase } from './database';

const url = process.env.TEST_DATABASE_URL;

describe('the Postgres connection pool', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
  });

  it('is DATABASE_POOL_SIZE connections, 20 unless set', () => {
    const settings = (env: Record<string, string>) =>
      loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop', ...env }).database;
    expect(settings({})).toMatchObject({ kind: 'postgres', poolSize: 20 });
    expect(settings({ DATABASE_POOL_SIZE: '45' })).toMatchObject({ poolSize: 45 });
    expect(() => settings({ DATABASE_POOL_SIZE: '0' })).toThrow();
  });

  it.skipIf(!url)(
    'never opens more connections than its size, however many queries wait',
    async () => {
      db = openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 3 });
      const open = db;
      const backends = await Promise.all(
        Array.from({ length: 12 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(open),
        ),
      );
      const pids = new Set(backends.map((result) => result.rows[0]?.pid));
      expect(pids.size).toBe(3);
    },
  );

  it.skipIf(!url)(
    'carries on when Postgres ends its idle connections, hearing of each one lost',
    async () => {
      const lost: Error[] = [];
      db = openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 2 }, (error) =>
        lost.push(error),
      );
      const open = db;
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(open);
      const pid = rows[0]?.pid;
      // As a restart or an operator does: the server ends the connection the pool keeps idle.
      const other = openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 1 });
      try {
        await sql`select pg_terminate_backend(${pid})`.execute(other);
      } finally {
        await other.destroy();
      }
      await expect.poll(() => lost.length).toBe(1);
      const again = await sql<{ ok: number }>`select 1 as ok`.execute(open);
      expect(again.rows).toEqual([{ ok: 1 }]);
    },
  );
});
