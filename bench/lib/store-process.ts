import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { serverRuntimeEnv } from '../../scripts/lib/server-runtime.mjs';

/** Runs a built server script as `npm start` runs it (server-runtime.mjs), on 127.0.0.1. */
export function startServer(script: string, env: Record<string, string>): ChildProcess {
  return spawn('node', [script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...serverRuntimeEnv(), HOST: '127.0.0.1', ...env },
  });
}

/** Waits (30 s unless told) for a URL to answer without a server error. */
export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  for (let i = 0; i < timeoutMs / 100; i++) {
    const up = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Stops a server `startServer` started, and waits until it has gone. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}
