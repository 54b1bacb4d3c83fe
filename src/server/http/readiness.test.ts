import { afterEach, describe, expect, it } from 'vitest';
import { appDatabases } from '../testing/app-databases';
import { freePort } from '../testing/free-port';
import { startTestApp, type TestApp } from '../testing/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

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
    // Redis lost while serving.
    testApp?.services.sharedLimits?.redis.disconnect();
    const lost = await testApp?.app.inject('/readyz');
    expect(lost?.statusCode).toBe(503);
    expect(lost?.json().detail).toContain('redis');
  });

  it('is not ready, and still alive, when Redis cannot be reached', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}/0`;
    const answer = await readiness({ REDIS_URL: closed });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('service_unavailable');
    expect(answer.body.detail).toContain('redis');
    expect(answer.body.detail).not.toContain('database');
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
      const answer = await testApp?.app.inject('/readyz');
      expect(answer?.statusCode).toBe(503);
      expect(answer?.json().detail).toContain('database');
      expect((await testApp?.app.inject('/healthz'))?.statusCode).toBe(200);
    } finally {
      await db.drop();
    }
  });
});
