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
});
