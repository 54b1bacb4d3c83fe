import { fixturePhoto } from '@masterpiece-me/test-photos';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobResponseSchema } from '../shared/api/generation';
import { loadConfig } from './config';
import { createWorkerHeartbeatsRepository } from './db/worker-heartbeats-repository';
import { apiProcessRoles, startProcessWork, workerProcessRoles } from './process-roles';
import { startGuest } from './testing/guest-session';
import { startTestApp, type TestApp } from './testing/test-app';
import { uploadForm } from './testing/upload-form';

const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379/0' };
const config = (env: Record<string, string>) => loadConfig({ ...env });

describe('the configuration of process roles', () => {
  it('takes WORKER_CONCURRENCY=0 and BACKGROUND_WORK=off, and refuses what they are not', () => {
    const apiOnly = config({ ...REDIS, WORKER_CONCURRENCY: '0', BACKGROUND_WORK: 'off' });
    expect(apiOnly.jobs.concurrency).toBe(0);
    expect(apiOnly.orders.backgroundWork).toBe(false);
    expect(config({}).orders.backgroundWork).toBe(true);
    expect(() => config({ WORKER_CONCURRENCY: '-1' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => config({ BACKGROUND_WORK: 'no' })).toThrow(/BACKGROUND_WORK/);
  });

  it('gives an API process both kinds of work by default and drops each when told', () => {
    expect(apiProcessRoles(config({}))).toEqual({ generate: true, orderWork: true });
    expect(apiProcessRoles(config({ ...REDIS, WORKER_CONCURRENCY: '0' }))).toEqual({
      generate: false,
      orderWork: true,
    });
    expect(apiProcessRoles(config({ BACKGROUND_WORK: 'off' }))).toEqual({
      generate: true,
      orderWork: false,
    });
  });

  it('refuses an API process that generates nothing where no worker could reach its queue', () => {
    expect(() => apiProcessRoles(config({ WORKER_CONCURRENCY: '0' }))).toThrow(/REDIS_URL/);
  });

  it('has a worker generate and run the order work, and refuses one that would do neither', () => {
    expect(workerProcessRoles(config(REDIS))).toEqual({ generate: true, orderWork: true });
    expect(workerProcessRoles(config({ ...REDIS, BACKGROUND_WORK: 'off' }))).toEqual({
      generate: true,
      orderWork: false,
    });
    expect(() => workerProcessRoles(config({}))).toThrow(/REDIS_URL/);
    expect(() =>
      workerProcessRoles(config({ ...REDIS, WORKER_CONCURRENCY: '0', BACKGROUND_WORK: 'off' })),
    ).toThrow(/do nothing/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('an API process as its roles start it', () => {
  let testApp: TestApp | undefined;
  let stop = () => {};
  afterEach(async () => {
    vi.restoreAllMocks();
    stop();
    await testApp?.close();
  });

  /**
   * Starts an API process as main.ts would, with a worker process seen alive lately or not, and
   * uploads a photo.
   */
  async function startAndSend(concurrency: string, workerElsewhere: boolean) {
    testApp = await startTestApp({
      REDIS_URL: redisUrl as string,
      WORKER_CONCURRENCY: concurrency,
      ART_THREADS: '1',
      PROCESS_DIRECTLY_WAIT_MS: '500',
    });
    const { app, services } = testApp;
    const consumers = vi.spyOn(services.queue, 'start');
    stop = startProcessWork(services, apiProcessRoles(services.config));
    if (workerElsewhere) {
      await createWorkerHeartbeatsRepository(services.db).beat('worker-elsewhere', new Date());
    }
    const guest = await startGuest(app);
    const upload = await guest.inject({
      method: 'POST',
      url: '/',
      payload: uploadForm(
        {
          bytes: fixturePhoto('single_woman_face_paint_860x1198.png'),
          name: 'me.png',
          type: 'image/png',
        },
        { guest_session_id: guest.id, process_directly: 'true' },
      ),
    });
    return { app, services, consumers, guest, upload };
  }

  /** Starts an API process, uploads a photo, and answers its job's id. */
  async function startAndUpload(concurrency: string) {
    const { services, consumers, guest, upload } = await startAndSend(concurrency, true);
    expect(upload.statusCode, upload.body).toBe(200);
    const jobId: string = upload.json().job_id;
    const status = async () =>
      jobResponseSchema.parse((await guest.inject({ url: `/api/jobs/${jobId}` })).json()).status;
    return { services, consumers, status };
  }

  it('with WORKER_CONCURRENCY=0 leaves an upload queued for a worker elsewhere', async () => {
    // Proven by the queue rather than by waiting: the job's message waits in Redis and this
    // process never started a consumer that could take it (it waited 30 s for this before).
    const { services, consumers, status } = await startAndUpload('0');
    expect(consumers).not.toHaveBeenCalled();
    expect(await services.queue.depth()).toBe(1);
    expect(await status()).toBe('queued');
  }, 90_000);

  it('with WORKER_CONCURRENCY=0 and no worker seen, refuses uploads as busy and says so', async () => {
    const { app, upload } = await startAndSend('0', false);
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toMatchObject({ error: 'gallery_busy' });
    const ready = await app.inject('/readyz');
    // Pages, orders and checkout still work: degraded, not out of the balancer.
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', degraded: ['workers'] });
  }, 90_000);

  it('with a worker of its own makes the art', async () => {
    const { consumers, status } = await startAndUpload('1');
    expect(consumers).toHaveBeenCalledTimes(1);
    // Long enough for this machine's art engine to finish a photo.
    await vi.waitFor(async () => expect(await status()).not.toBe('queued'), {
      timeout: 30_000,
      interval: 200,
    });
  }, 90_000);
});
