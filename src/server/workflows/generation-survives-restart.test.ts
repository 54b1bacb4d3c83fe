import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { closeServices, createServices, type Services, startWorkers } from '../services';
import { freePort } from '../testing/free-port';
import { startGuestOverHttp } from '../testing/guest-session';
import { storeStyleThumbnailsIn } from '../testing/stored-thumbnails';
import { uploadForm } from '../testing/upload-form';

const LEASE_MS = '1500';

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a generation job when its server is killed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-restart-'));
  let server: ChildProcess | undefined;
  let restarted: Services | undefined;

  afterEach(async () => {
    server?.kill('SIGKILL');
    if (restarted) await closeServices(restarted);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is finished by the next server', async () => {
    const env = {
      DATA_DIR: dataDir,
      JOB_LEASE_MS: LEASE_MS,
      LOG_LEVEL: 'silent',
      WORKER_CONCURRENCY: '1',
    };
    await storeStyleThumbnailsIn(dataDir);
    const port = await freePort();
    // One process (node with tsx's loader), so SIGKILL really kills the server.
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    await until(
      () =>
        fetch(`${base}/readyz`).then(
          (r) => (r.ok ? true : undefined),
          () => undefined,
        ),
      90_000,
    );

    const photo = {
      bytes: fixturePhoto('single_woman_face_paint_860x1198.png'),
      name: 'me.png',
      type: 'image/png',
    };
    const guest = await startGuestOverHttp(base);
    const answer = await fetch(base, {
      method: 'POST',
      headers: { cookie: guest.cookie, origin: base },
      body: uploadForm(photo, { style_id: 'caravaggio', guest_session_id: guest.id }),
    });
    const { job_id: jobId } = (await answer.json()) as { job_id: string };

    // A second store process over the same data folder watches the job, as an operator would.
    restarted = await createServices(
      loadConfig(env),
      {},
      {
        servesHttp: false,
      },
    );
    const jobs = restarted.jobs;
    await until(
      async () => ((await jobs.findById(jobId))?.status === 'processing' ? true : undefined),
      20_000,
    );
    server.kill('SIGKILL');
    await new Promise((resolve) => server?.once('exit', resolve));
    expect((await jobs.findById(jobId))?.status).toBe('processing');

    startWorkers(restarted);
    const finished = await until(async () => {
      const job = await jobs.findById(jobId);
      return job?.status === 'completed' || job?.status === 'failed' ? job : undefined;
    }, 60_000);
    expect(finished.status).toBe('completed');
    // The killed server's claim counts as a lost worker, not as one of the shopper's attempts.
    expect(finished).toMatchObject({ attempts: 1, lost_workers: 1 });
    const products = JSON.parse(finished.result ?? '{}').products as Array<{ title: string }>;
    expect(products.map((product) => product.title)).toEqual(
      expect.arrayContaining(['T-Shirt', 'Canvas', expect.stringContaining('Coffee Mug')]),
    );
    // Starting a server through tsx's loader takes tens of seconds on a busy two-core machine.
  }, 240_000);
});
