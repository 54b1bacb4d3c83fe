import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBullmqJobQueue, redisOptionsFromUrl } from '../adapters/live/bullmq-job-queue';
import { createTableJobQueue } from '../adapters/local/table-job-queue';
import { createJobsRepository, type JobsRepository } from '../db/jobs-repository';
import { type TestDatabase, testDatabases } from '../db/testing/test-databases';
import { MAX_LOST_WORKERS } from '../domain/job-attempts';
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
    (jobs, clock) =>
      createTableJobQueue({ jobs, clock, logger, leaseMs: LEASE_MS, pollIntervalMs: 20 }),
  ],
];
if (redisUrl) {
  queues.push([
    'bullmq',
    (jobs, clock, queueName) =>
      createBullmqJobQueue({
        redisUrl,
        jobs,
        clock,
        logger,
        leaseMs: LEASE_MS,
        prefix: PREFIX,
        queueName,
      }),
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
    const reap = () => reapJobs({ jobs, queue, clock, logger }, reapOptions);
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

    it("gives a lost worker's attempt back, and fails a job only once five workers were lost", async () => {
      // A worker that dies mid-attempt: it takes the job and never finishes it.
      const started: string[] = [];
      queue.start(async (jobId) => {
        started.push(jobId);
      }, 1);
      const id = await addJob();
      await until(() => started.length === 1);
      expect(await jobs.findById(id)).toMatchObject({ status: 'processing', attempts: 1 });

      for (let lost = 1; lost < MAX_LOST_WORKERS; lost++) {
        later(LEASE_MS + 1);
        await reap();
        await until(() => started.length === lost + 1);
        // Taken again as the job's first attempt: a dead worker spends none of the shopper's.
        expect(await jobs.findById(id)).toMatchObject({
          status: 'processing',
          attempts: 1,
          lost_workers: lost,
        });
      }

      later(LEASE_MS + 1);
      await reap();
      expect(await jobs.findById(id)).toMatchObject({
        status: 'failed',
        lost_workers: MAX_LOST_WORKERS,
        error:
          'We could not create your artwork after 5 attempts. Please try again with the same or another photo.',
      });
      expect(started).toHaveLength(MAX_LOST_WORKERS);
    });

    it('finishes a job whose worker died three times, on its first attempt', async () => {
      let runs = 0;
      queue.start(async (jobId) => {
        runs += 1;
        if (runs <= 3) return;
        const lease = (await jobs.findById(jobId))?.lease_token ?? '';
        await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, now, lease);
      }, 1);
      const id = await addJob();
      for (let lost = 1; lost <= 3; lost++) {
        await until(() => runs === lost);
        later(LEASE_MS + 1);
        await reap();
      }
      await until(async () => (await status(id)) === 'completed');
      expect(await jobs.findById(id)).toMatchObject({ attempts: 1, lost_workers: 3 });
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
