import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runOnPostgres } from '../testing/postgres-admin';
import { startTestApp } from '../testing/test-app';

const server = process.env.TEST_DATABASE_URL;

describe.skipIf(!server)('a Postgres outage', () => {
  it('is answered 503 with Retry-After while it lasts, and the store serves again after', async () => {
    const name = `mpm_outage_${randomBytes(6).toString('hex')}`;
    await runOnPostgres(server as string, `create database ${name}`);
    const url = new URL(server as string);
    url.pathname = `/${name}`;
    const testApp = await startTestApp({ DATABASE_URL: url.toString() });
    const readOrder = () =>
      testApp.app.inject(`/api/orders/${randomUUID()}?token=${randomBytes(16).toString('hex')}`);
    try {
      expect((await readOrder()).statusCode).toBe(404);

      // The database goes away: its connections ended, new ones refused.
      await runOnPostgres(server as string, `alter database ${name} with allow_connections false`);
      await runOnPostgres(
        server as string,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
      const during = await readOrder();
      expect(during.statusCode).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect(during.json()).toMatchObject({ code: 'service_unavailable' });

      await runOnPostgres(server as string, `alter database ${name} with allow_connections true`);
      expect((await readOrder()).statusCode).toBe(404);
    } finally {
      await testApp.close();
      await runOnPostgres(server as string, `drop database if exists ${name} with (force)`);
    }
  });
});
