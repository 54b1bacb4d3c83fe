import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from '../../src/server/adapters/live/bullmq-job-queue';

export interface RedisFootprint {
  /** Deletes every key that was not there when the footprint was taken. */
  clean(): Promise<number>;
}

async function keysOf(redis: Redis): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'COUNT', 1000);
    for (const key of batch) keys.add(key);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/**
 * The keys already in the Redis database at `url`, so that afterwards only what the cluster
 * made there (its queue, its rate-limit counters) is removed and nothing else is flushed.
 */
export async function takeRedisFootprint(url: string): Promise<RedisFootprint> {
  const redis = new Redis({ ...redisOptionsFromUrl(url), lazyConnect: true });
  await redis.connect();
  const before = await keysOf(redis);
  return {
    async clean() {
      try {
        const made = [...(await keysOf(redis))].filter((key) => !before.has(key));
        if (made.length) await redis.del(...made);
        return made.length;
      } finally {
        redis.disconnect();
      }
    },
  };
}
