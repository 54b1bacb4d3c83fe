// How a server or worker process is started: settings the process reads only as it starts.

/**
 * The main thread's young generation, as V8's semi-space size in MB. The HTTP thread's objects
 * are small and short-lived, and V8's default 16 MB semi-spaces let its heap grow by up to
 * 48 MB for them; the art threads are limited the same way in code (src/server/art-pool.ts).
 */
const SEMI_SPACE_MB = 2;
const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * The environment a server or worker process is started with, on top of `env`:
 * - `MALLOC_ARENA_MAX=2`: glibc gives every thread that allocates an arena of its own; with the
 *   art threads and libvips's that fragments into hundreds of MB (peak 699–733 MB with four
 *   generations at once, 542 MB with two arenas).
 * - `NODE_OPTIONS` with the main thread's semi-space size: peak 705 MB instead of 735 with one
 *   generation at a time (bench:generation).
 * A value already set is kept.
 */
export function serverRuntimeEnv(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    NODE_OPTIONS: options.includes(SEMI_SPACE_FLAG)
      ? options
      : `${options} ${SEMI_SPACE_FLAG}=${SEMI_SPACE_MB}`.trim(),
  };
}

/** Whether `env` already carries what serverRuntimeEnv adds. */
export function hasServerRuntime(env = process.env) {
  return Boolean(env.MALLOC_ARENA_MAX) && (env.NODE_OPTIONS ?? '').includes(SEMI_SPACE_FLAG);
}
