import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { appDatabases } from './testing/app-databases';

const PROCESSES = 4;
const postgres = appDatabases({ postgres: true }).find(([dialect]) => dialect === 'postgres');

/** The next line the process writes, or what it wrote before exiting. */
function nextLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\n')) return;
      child.stdout?.off('data', onData);
      resolve(text.trim());
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => resolve(text.trim() || `exited ${code}`));
  });
}

describe.skipIf(!postgres)('several store processes starting at once', () => {
  it('all come up on an empty Postgres schema, each migration run once', async () => {
    const database = await (postgres as NonNullable<typeof postgres>)[1]();
    const dirs = Array.from({ length: PROCESSES }, () =>
      mkdtempSync(join(tmpdir(), 'mpm-together-')),
    );
    const children = dirs.map((dir) =>
      spawn(process.execPath, ['--import', 'tsx', 'src/server/testing/migrating-process.ts'], {
        env: { ...process.env, ...database.env, DATA_DIR: dir, ART_THREADS: '1' },
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 }),
      }),
    });
    try {
      expect(await Promise.all(children.map(nextLine))).toEqual(children.map(() => 'loaded'));
      const outcomes = children.map(nextLine);
      for (const child of children) child.stdin?.write('go\n');
      expect(await Promise.all(outcomes)).toEqual(children.map(() => 'up'));

      const { rows } = await sql<{ name: string; runs: number }>`
        select name, count(*)::int as runs from kysely_migration group by name`.execute(db);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'jobs',
          'orders',
          'auth_user',
          'auth_verification',
          'local_payment_intents',
          'local_print_orders',
        ]),
      );
    } finally {
      for (const child of children) child.kill('SIGKILL');
      await db.destroy();
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
