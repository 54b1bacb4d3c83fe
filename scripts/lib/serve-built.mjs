// Runs a built server script (dist/server/*.js) as `npm start` and `npm run worker` do.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * glibc gives every thread that allocates an arena of its own; with the art threads and
 * libvips's that fragments into hundreds of MB (peak 699–733 MB with four generations at once,
 * 542 MB with two arenas). It reads the limit only as a process starts, so the script gets a
 * process of its own when the limit is not set already, and every signal sent to this one is
 * passed on: npm's SIGTERM reaches the server or worker, which drains and exits, and this
 * process leaves with its code (no orphan left running).
 */
export async function serveBuilt(script) {
  const needsArenaLimit = process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX;
  if (!needsArenaLimit) {
    // In this process: signals reach it directly.
    await import(pathToFileURL(script).href);
    return;
  }
  const child = spawn(process.execPath, [script], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  // Ctrl-C reaches the child twice (from the terminal and from here), which it takes as one.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
