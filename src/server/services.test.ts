import { type AddressInfo, createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices } from './testing/test-services';

/** A stand-in Redis that only counts the connections made to it, and drops each. */
async function countingRedis() {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Redis connections a process opens', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function servicesOn(servesHttp: boolean) {
    const redis = await countingRedis();
    cleanups.push(redis.close);
    const services = await createTestServices(
      { REDIS_URL: redis.url, ART_THREADS: '1' },
      {},
      { servesHttp },
    );
    cleanups.push(services.cleanup);
    return { services, redis };
  }

  it('opens none in a worker before it takes jobs: the rate-limit counters are for HTTP', async () => {
    const { services, redis } = await servicesOn(false);
    expect(redis.connections()).toBe(0);
    expect(services.readiness.map((check) => check.name)).not.toContain('redis');
  });

  it('connects an API process for the rate limits every process shares, and asks it at /readyz', async () => {
    const { services, redis } = await servicesOn(true);
    expect(redis.connections()).toBeGreaterThan(0);
    expect(services.readiness.map((check) => check.name)).toContain('redis');
  });
});
