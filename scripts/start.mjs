// `npm start`: install what is missing, build what changed, then serve the store.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureDependencies } from './lib/prepare.mjs';

await ensureDependencies();
await ensureBuilt();

// glibc gives every thread that allocates an arena of its own; with the art threads and
// libvips's that fragments into hundreds of MB (peak 699–733 MB with four generations at once,
// 542 MB with two arenas). It reads the limit only as a process starts, so the server gets a
// process of its own when the limit is not set already.
const needsArenaLimit = process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX;

if (needsArenaLimit) {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  // Signals sent to this process are passed on (Ctrl-C reaches the server twice, which it
  // takes as one); the server shuts down cleanly and we leave with its code.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // The server runs in this process, so Ctrl-C reaches it directly and it shuts down cleanly.
  await import(pathToFileURL('dist/server/main.js').href);
}
