// Runs a built server script (dist/server/*.js) as `npm start` and `npm run worker` do.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { hasServerRuntime, serverRuntimeEnv } from './server-runtime.mjs';

/**
 * The process's memory settings are read only as a process starts (server-runtime.mjs), so the
 * script gets a process of its own when they are not set already, and every signal sent to
 * this one is passed on: npm's SIGTERM reaches the server or worker, which drains and exits,
 * and this process leaves with its code (no orphan left running).
 */
export async function serveBuilt(script) {
  const needsRuntime = process.platform === 'linux' && !hasServerRuntime();
  if (!needsRuntime) {
    // In this process: signals reach it directly.
    await import(pathToFileURL(script).href);
    return;
  }
  const child = spawn(process.execPath, [script], {
    stdio: 'inherit',
    env: { ...process.env, ...serverRuntimeEnv() },
  });
  // Ctrl-C reaches the child twice (from the terminal and from here), which it takes as one.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
