import { type ArtPool, createArtPool } from '../art-pool';
import type { Config } from '../config';

const pools = new Map<string, ArtPool>();

/**
 * The art threads of this test worker for `config`'s thread count and photo-check limits, made
 * by the first test app that asks and kept for the next: each app's own threads loaded the
 * models cold, 5.6 s before its first photo check and 8.1 s before its first render against
 * 0.5 s and 3.9 s warm (issue 34). Closing an app's services leaves them running; they end
 * with the worker.
 */
export function keptArtPool(config: Config): ArtPool {
  const options = { threads: config.jobs.artThreads, photoChecks: config.limits.photoChecks };
  const key = JSON.stringify(options);
  let pool = pools.get(key);
  if (!pool) {
    pool = createArtPool(options);
    pools.set(key, pool);
  }
  return { ...pool, close: async () => {} };
}
