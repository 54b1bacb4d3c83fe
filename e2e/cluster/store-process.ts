import { type ChildProcess, spawn } from 'node:child_process';
import { waitUntil } from './wait-until';

/** What each kind of process runs: the built server, as a deployment does. */
const ENTRY = { api: 'dist/server/main.js', worker: 'dist/server/worker.js' } as const;

/** The last lines of a process's output kept for a failing test's message. */
const KEPT_LINES = 200;

export interface StoreProcess {
  name: string;
  child: ChildProcess;
  /** Its last lines of output, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  /** Why it ended, with its last output, once it has; undefined while it runs. */
  death(): string | undefined;
  /** Waits until a line of its output matches. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
  /** Ends it: `signal`, then SIGKILL if it is still there after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/**
 * Spawns one process of the cluster from `dist/` with `env` and nothing of the test runner's
 * environment but PATH and HOME, so no setting leaks in unnoticed.
 */
export function spawnStore(
  name: string,
  kind: keyof typeof ENTRY,
  env: Record<string, string>,
): StoreProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', ENTRY[kind]], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the test runner itself end abruptly, the process does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let ended: string | undefined;
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      process.off('exit', killOnExit);
      ended = signal ?? String(code);
      resolve(ended);
    });
  });
  const output = () => lines.join('\n');
  const death = () => (ended === undefined ? undefined : `${name} exited (${ended}):\n${output()}`);
  return {
    name,
    child,
    output,
    exited,
    death,
    async waitForOutput(pattern, timeoutMs) {
      await waitUntil(
        `${name} to print ${pattern}`,
        async () => lines.some((line) => pattern.test(line)),
        { timeoutMs, giveUp: death },
      );
    },
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (ended !== undefined) return;
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(late);
    },
  };
}

/** Waits until the process answers /readyz with 200 on `baseUrl`. */
export async function waitReady(store: StoreProcess, baseUrl: string, timeoutMs: number) {
  await waitUntil(
    `${store.name} to be ready at ${baseUrl}`,
    async () => {
      const answer = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) });
      return answer.status === 200;
    },
    { timeoutMs, everyMs: 250, giveUp: store.death },
  );
}
