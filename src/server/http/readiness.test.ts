import { afterEach, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { freePort } from '../testing/free-port';
import { startTestApp, type TestApp } from '../testing/test-app';
import { READINESS_TIMING } from './cached-readiness';

const redisUrl = process.env.TEST_REDIS_URL;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Past the time /readyz reuses its last answer. */
const nextRound = () =>
  new Promise((resolve) => setTimeout(resolve, READINESS_TIMING.freshForMs + 50));

async function readiness(env: Record<string, string>) {
  testApp = await startTestApp(env);
  const response = await testApp.app.inject('/readyz');
  return { status: response.statusCode, body: response.json() };
}

describe('readiness with Redis', () => {
  it.skipIf(!redisUrl)('is ready when the database and Redis answer', async () => {
    expect(await readiness({ REDIS_URL: redisUrl as string })).toEqual({
      status: 200,
      body: { status: 'ready' },
    });
    expect((await testApp?.app.inject('/healthz'))?.statusCode).toBe(200);
    // Redis lost while serving: pages, orders and checkout still work, so the balancer keeps it.
    testApp?.services.sharedLimits?.redis.disconnect();
    await nextRound();
    const lost = await testApp?.app.inject('/readyz');
    expect(lost?.statusCode).toBe(200);
    expect(lost?.json()).toEqual({ status: 'ready', degraded: ['redis'] });
  });

  it('stays ready, saying Redis is degraded, when Redis cannot be reached', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}/0`;
    const answer = await readiness({ REDIS_URL: closed });
    expect(answer).toEqual({ status: 200, body: { status: 'ready', degraded: ['redis'] } });
    expect((await testApp?.app.inject('/healthz'))?.statusCode).toBe(200);
    // The rate limits let requests through rather than fail every limited route meanwhile.
    const upload = await testApp?.app.inject({
      method: 'POST',
      url: '/',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(upload?.statusCode).toBe(400);
  });
});

describe.each(appDatabases({ postgres: true }))('readiness on %s', (_dialect, database) => {
  it('is ready while the database answers and not once it is closed', async () => {
    const db = await database();
    try {
      expect((await readiness(db.env)).status).toBe(200);
      await testApp?.services.db.destroy();
      await nextRound();
      const answer = await testApp?.app.inject('/readyz');
      expect(answer?.statusCode).toBe(503);
      expect(answer?.json().detail).toContain('database');
      // The process itself is alive: a supervisor must not restart it for the database's sake.
      for (const alive of ['/healthz', '/livez']) {
        const answer = await testApp?.app.inject(alive);
        expect(answer?.statusCode).toBe(200);
        expect(answer?.json()).toEqual({ status: 'ok' });
      }
    } finally {
      await db.drop();
    }
  });
});
