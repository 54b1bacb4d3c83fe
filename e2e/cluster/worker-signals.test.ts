import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeRedisFootprint } from './redis-keys';
import { waitUntil } from './wait-until';

const redis = process.env.TEST_REDIS_URL;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!redis)('npm run worker', () => {
  it('stops cleanly on SIGTERM and leaves no worker running', async () => {
    const footprint = await takeRedisFootprint(redis as string);
    const dataDir = mkdtempSync(join(tmpdir(), 'mpm-worker-signals-'));
    // npm as an operator starts it: the script builds what changed, then runs the worker.
    const npm = spawn('npm', ['run', '--silent', 'worker'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        REDIS_URL: redis as string,
        DATA_DIR: dataDir,
        ART_THREADS: '1',
        WORKER_CONCURRENCY: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | string>((resolve) =>
      npm.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
    );
    try {
      // The worker's own log line names its process.
      const started = await waitUntil(
        'the worker to start',
        async () => /"pid":(\d+)[^\n]*worker started/.exec(output)?.[1],
        { timeoutMs: 180_000, giveUp: () => (npm.exitCode === null ? undefined : output) },
      );
      const workerPid = Number(started);
      npm.kill('SIGTERM');
      const ended = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('still running after 15 s'), 15_000)),
      ]);
      // npm leaves as the signal it was sent told it to; the worker it ran drained first.
      expect(['SIGTERM', 0], output).toContain(ended);
      await waitUntil('the worker to drain', async () => /worker stopped/.test(output), {
        timeoutMs: 15_000,
      });
      await waitUntil('the worker to be gone', async () => !alive(workerPid), { timeoutMs: 5_000 });
    } finally {
      npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await footprint.clean();
    }
  });
});
