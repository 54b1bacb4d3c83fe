import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBullmqJobQueue, redisOptionsFromUrl } from '../adapters/live/bullmq-job-queue';
import { createTableJobQueue } from '../adapters/local/table-job-queue';
import { createJobsRepository, type JobsRepository } from '../db/jobs-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import type { JobQueue } from '../ports/job-queue';
import { reapJobs } from './reap-jobs';

const LEASE_MS = 30_000;
const t0 = new Date('2026-03-01T12:00:00.000Z');
const logger = pino({ level: 'silent' }) as FastifyBaseLogger;
const reapOptions = { lostAfterMs: LEASE_MS, batch: 10 };
const redisUrl = process.env.TEST_REDIS_URL;

type QueueFactory = (jobs: JobsRepository, clock: () => Date, name: string) => JobQueue;
const PREFIX = 'mpm-test';
const queues: Array<[string, QueueFactory]> = [
  [
    'table',
    (jobs, clock) => createTableJobQueue({ jobs, clock, leaseMs: LEASE_MS, pollIntervalMs: 20 }),
  ],
];
if (redisUrl) {
  queues.push([
    'bullmq',
    (jobs, clock, queueName) =>
      createBullmqJobQueue({ redisUrl, jobs, clock, leaseMs: LEASE_MS, prefix: PREFIX, queueName }),
  ]);
}

const until = async (check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabases())('generation jobs on %s', (_dialect, open) => {
  describe.each(queues)('with the %s queue', (queueKind, createQueue) => {
    let database: TestDatabase;
    let jobs: JobsRepository;
    let queue: JobQueue;
    let now: Date;
    const queueName = `test-${randomUUID()}`;
    const clock = () => now;
    const later = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    const reap = () =>
      reapJobs({ jobs, queue, clock, logger, retry: { maxAttempts: 2 } }, reapOptions);
    const status = async (id: string) => (await jobs.findById(id))?.status;

    async function addJob(): Promise<string> {
      const id = randomUUID();
      await jobs.insert(
        {
          id,
          owner_key: 'guest:r',
          gender: 'female',
          style_id: 'caravaggio',
          original_key: `originals/${id}.jpg`,
          photo_key: `photos/${id}.jpg`,
        },
        now,
      );
      await queue.enqueue(id);
      return id;
    }

    beforeEach(async () => {
      now = t0;
      database = await open();
      jobs = createJobsRepository(database.db);
      queue = createQueue(jobs, clock, queueName);
    });
    afterEach(async () => {
      await queue.stop();
      await database.destroy();
    });

    it('fails a job whose worker dies on every attempt, with a reason, once they are spent', async () => {
      // A worker that dies mid-attempt: it takes the job and never finishes it.
      const started: string[] = [];
      queue.start(async (jobId) => {
        started.push(jobId);
      }, 1);
      const id = await addJob();
      await until(() => started.length === 1);
      expect(await jobs.findById(id)).toMatchObject({ status: 'processing', attempts: 1 });

      later(LEASE_MS + 1);
      await reap();
      await until(() => started.length === 2);
      expect(await jobs.findById(id)).toMatchObject({ status: 'processing', attempts: 2 });

      later(LEASE_MS + 1);
      await reap();
      expect(await jobs.findById(id)).toMatchObject({
        status: 'failed',
        attempts: 2,
        error:
          'We could not create your artwork after 2 attempts. Please try again with the same or another photo.',
      });
    });

    it.runIf(queueKind === 'bullmq')(
      'finishes a queued job whose queue message was lost',
      async () => {
        const id = await addJob();
        const redis = new Redis(redisOptionsFromUrl(redisUrl ?? ''));
        const keys = await redis.keys(`${PREFIX}:${queueName}:*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();

        queue.start(async (jobId) => {
          const lease = (await jobs.findById(jobId))?.lease_token ?? '';
          await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, now, lease);
        }, 1);
        later(LEASE_MS + 1);
        await reap();
        await until(async () => (await status(id)) === 'completed');
      },
    );
  });
});
