import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { serviceAddress, startTcpLine } from '../testing/tcp-line';
import { type Db, openDatabase, POSTGRES_TIMEOUTS } from './database';
import { isDatabaseUnavailable } from './database-unavailable';

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

  it.skipIf(!url)(
    'cancels a statement that runs past its time, and keeps the connection for the next',
    async () => {
      db = openDatabase({ kind: 'postgres', url: url ?? '', poolSize: 1 }, undefined, {
        ...POSTGRES_TIMEOUTS,
        statementMs: 200,
      });
      const open = db;
      const slow = await sql`select pg_sleep(3)`.execute(open).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      expect((await sql<{ ok: number }>`select 1 as ok`.execute(open)).rows).toEqual([{ ok: 1 }]);
    },
  );

  it.skipIf(!url)(
    'answers within its time when Postgres stops answering, and again once it answers',
    async () => {
      const line = await startTcpLine(serviceAddress(url ?? '', 5432));
      try {
        db = openDatabase({ kind: 'postgres', url: line.url(url ?? ''), poolSize: 1 }, undefined, {
          connectMs: 300,
          statementMs: 10_000,
          answerMs: 500,
        });
        const open = db;
        await sql`select 1`.execute(open);
        line.freeze();
        const started = performance.now();
        // One waits on the frozen connection, the other for the pool's only connection.
        const hung = await Promise.all([
          sql`select 1`.execute(open).catch((error: unknown) => error),
          sql`select 2`.execute(open).catch((error: unknown) => error),
        ]);
        expect(hung.map(isDatabaseUnavailable)).toEqual([true, true]);
        // The bound a shopper sees: an answer in seconds, however long the server hangs.
        expect(performance.now() - started).toBeLessThan(5_000);
        line.restore();
        await expect
          .poll(async () => (await sql<{ ok: number }>`select 3 as ok`.execute(open)).rows, {
            timeout: 10_000,
          })
          .toEqual([{ ok: 3 }]);
      } finally {
        await line.close();
      }
    },
  );

  it.skipIf(!url)(
    'fails the queries a cut connection was running, and carries on once Postgres is back',
    async () => {
      const line = await startTcpLine(serviceAddress(url ?? '', 5432));
      const lost: Error[] = [];
      try {
        db = openDatabase(
          { kind: 'postgres', url: line.url(url ?? ''), poolSize: 2 },
          (error) => lost.push(error),
          { ...POSTGRES_TIMEOUTS, connectMs: 500 },
        );
        const open = db;
        const running = sql`select pg_sleep(5)`.execute(open).catch((error: unknown) => error);
        // Before the fix the lent-out connection's error event ended the process here.
        await new Promise((resolve) => setTimeout(resolve, 300));
        line.cut();
        expect(isDatabaseUnavailable(await running)).toBe(true);
        await expect.poll(() => lost.length).toBeGreaterThan(0);
        const refused = await sql`select 1`.execute(open).catch((error: unknown) => error);
        expect(isDatabaseUnavailable(refused)).toBe(true);
        line.restore();
        const again = await sql<{ ok: number }>`select 1 as ok`.execute(open);
        expect(again.rows).toEqual([{ ok: 1 }]);
      } finally {
        await line.close();
      }
    },
  );
});
