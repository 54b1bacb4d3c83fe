import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = 4;
const STORE_ORIGIN = 'http://localhost:3000';

const started: TestApp[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((testApp) => testApp.close()));
});

/** Two API processes of one store, as a balancer sees them, with or without one Redis. */
async function twoProcesses(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const settings = {
    TRUST_PROXY: '127.0.0.1',
    UPLOAD_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    ...env,
  };
  const pair = await Promise.all([startTestApp(settings), startTestApp(settings)]);
  started.push(...pair);
  return pair;
}

/** A client address of its own for each run, so no counter is left over from another. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** An upload with no photo: refused (400) after the limiter has counted it, or 429. */
async function upload(testApp: TestApp, address: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/',
    headers: { origin: STORE_ORIGIN, 'x-forwarded-for': address },
  });
  return response.statusCode;
}

describe('rate limits over several API processes', () => {
  it.skipIf(!redisUrl)(
    'count across every process sharing one Redis',
    async () => {
      const prefix = `mpm:test-${randomInt(1e9)}`;
      const [first, second] = await twoProcesses({
        REDIS_URL: redisUrl as string,
        QUEUE_PREFIX: prefix,
      });
      const address = freshAddress();
      const statuses: number[] = [];
      for (let request = 0; request < LIMIT; request += 1) {
        statuses.push(await upload(request % 2 === 0 ? first : second, address));
      }
      expect(statuses).toEqual(Array(LIMIT).fill(400));
      expect(await upload(first, address)).toBe(429);
      expect(await upload(second, address)).toBe(429);
      // Another client is counted on its own.
      expect(await upload(second, freshAddress())).toBe(400);

      const redis = new Redis(redisUrl as string);
      try {
        const keys = await redis.keys(`${prefix}:rate-limit:*${address}`);
        expect(keys.length).toBe(1);
      } finally {
        redis.disconnect();
      }
    },
    60_000,
  );

  it.skipIf(!redisUrl)(
    'count apart for two stores sharing one Redis',
    async () => {
      const [store] = await twoProcesses({
        REDIS_URL: redisUrl as string,
        QUEUE_PREFIX: `mpm:store-a-${randomInt(1e9)}`,
      });
      const [otherStore] = await twoProcesses({
        REDIS_URL: redisUrl as string,
        QUEUE_PREFIX: `mpm:store-b-${randomInt(1e9)}`,
      });
      const address = freshAddress();
      for (let request = 0; request < LIMIT; request += 1) await upload(store, address);
      expect(await upload(store, address)).toBe(429);
      expect(await upload(otherStore, address)).toBe(400);
    },
    60_000,
  );

  it('count in each process alone without Redis', async () => {
    const [first, second] = await twoProcesses({});
    const address = freshAddress();
    const statuses: number[] = [];
    for (let request = 0; request < 2 * LIMIT; request += 1) {
      statuses.push(await upload(request % 2 === 0 ? first : second, address));
    }
    expect(statuses).toEqual(Array(2 * LIMIT).fill(400));
    expect(await upload(first, address)).toBe(429);
  }, 60_000);
});
