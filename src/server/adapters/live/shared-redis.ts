import { Redis } from 'ioredis';
import { redisOptionsFromUrl } from './bullmq-job-queue';

/**
 * Where a store's rate limits keep their counters: under its queue prefix (one per store, see
 * QUEUE_PREFIX), so two stores sharing one Redis do not count each other's shoppers.
 */
export const rateLimitNamespace = (queuePrefix: string) => `${queuePrefix}:rate-limit:`;

/**
 * The API process's own connection to the Redis of REDIS_URL, for the counters every process
 * shares (rate limits) and for readiness. It fails fast rather than queueing commands while
 * Redis is away, so a request never waits on it for more than a second.
 */
export async function connectSharedRedis(url: string): Promise<Redis> {
  const redis = new Redis({
    ...redisOptionsFromUrl(url),
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  // Reconnection goes on by itself; each failed command is answered where it was made.
  redis.on('error', () => undefined);
  // A Redis down at the start does not keep the API shut: it is reported by /readyz instead.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** True when Redis answers a PING; what /readyz reports. */
export async function isRedisReady(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
