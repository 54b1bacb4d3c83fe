import { afterEach, describe, expect, it } from 'vitest';
import { jobResponseSchema } from '../shared/api/generation';
import { loadConfig } from './config';
import { apiProcessRoles, startProcessWork, workerProcessRoles } from './process-roles';
import { fixturePhoto } from './testing/fixtures';
import { startGuest } from './testing/guest-session';
import { startTestApp, type TestApp } from './testing/test-app';
import { uploadForm } from './testing/upload-form';

const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379/0' };
const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

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
    stop();
    await testApp?.close();
  });

  async function uploadAndWatch(concurrency: string): Promise<string> {
    testApp = await startTestApp({
      REDIS_URL: redisUrl as string,
      WORKER_CONCURRENCY: concurrency,
      ART_THREADS: '1',
      PROCESS_DIRECTLY_WAIT_MS: '500',
    });
    const { app, services } = testApp;
    stop = startProcessWork(services, apiProcessRoles(services.config));
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
    expect(upload.statusCode, upload.body).toBe(200);
    const jobId: string = upload.json().job_id;
    // Long enough for this machine's art engine to finish a photo when a worker is there.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const job = jobResponseSchema.parse(
        (await guest.inject({ url: `/api/jobs/${jobId}` })).json(),
      );
      if (job.status !== 'queued' || Date.now() > deadline) return job.status;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('with WORKER_CONCURRENCY=0 leaves an upload queued for a worker elsewhere', async () => {
    expect(await uploadAndWatch('0')).toBe('queued');
  }, 90_000);

  it('with a worker of its own makes the art', async () => {
    expect(await uploadAndWatch('1')).not.toBe('queued');
  }, 90_000);
});
