import { defineConfig } from 'vitest/config';

/**
 * The cluster test (e2e/cluster): the built store as separate processes on Postgres, Redis and
 * a local S3 server. Run by `npm test` after the build, on its own: it spawns processes.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['e2e/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
