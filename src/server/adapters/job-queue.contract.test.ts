import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createJobsRepository, type JobsRepository } from '../db/jobs-repository';
import { freshSqlite, type TestDatabase } from '../db/testing/test-databases';
import { queuedSpell } from '../domain/job-attempts';
import { type JobQueue, QueueUnavailableError } from '../ports/job-queue';
import { queuedJobRow } from '../testing/queued-job-row';
import { serviceAddress, startTcpLine } from '../testing/tcp-line';
import { createBullmqJobQueue } from './live/bullmq-job-queue';
import { createTableJobQueue } from './local/table-job-queue';

type QueueFactory = (jobs: JobsRepository) => JobQueue;

const clock = () => new Date();
const logger = pino({ level: 'silent' });

const queues: Array<[string, QueueFactory]> = [
  [
    'table',
    (jobs) => createTableJobQueue({ jobs, clock, logger, leaseMs: 5000, pollIntervalMs: 50 }),
  ],
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  queues.push([
    'bullmq',
    (jobs) =>
      createBullmqJobQueue({
        redisUrl,
        jobs,
        clock,
        logger,
        leaseMs: 5000,
        prefix: 'mpm-test',
        queueName: `test-${randomUUID()}`,
      }),
  ]);
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(queues)('%s job queue', (_name, createQueue) => {
  let database: TestDatabase;
  let jobs: JobsRepository;
  let queue: JobQueue;

  async function addJob(): Promise<string> {
    const id = randomUUID();
    await jobs.insert(queuedJobRow(id), new Date());
    await queue.enqueue(id);
    return id;
  }

  beforeEach(async () => {
    database = await freshSqlite();
    jobs = createJobsRepository(database.db);
    queue = createQueue(jobs);
  });
  afterEach(async () => {
    await queue.stop();
    await database.destroy();
  });

  it('hands each enqueued job to the handler once, marked as processing', async () => {
    const seen: string[] = [];
    const statuses: string[] = [];
    queue.start(async (jobId) => {
      seen.push(jobId);
      statuses.push((await jobs.findById(jobId))?.status ?? 'missing');
      await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, new Date());
    }, 2);
    const ids = [await addJob(), await addJob(), await addJob()];
    await until(() => seen.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.sort()).toEqual([...ids].sort());
    expect(statuses).toEqual(['processing', 'processing', 'processing']);
  });

  it('runs no more jobs at once than its concurrency', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    queue.start(async (jobId) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running--;
      finished++;
      await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, new Date());
    }, 2);
    for (let i = 0; i < 5; i++) await addJob();
    await until(() => finished === 5);
    expect(most).toBe(2);
  });

  it('runs a job again once it is re-enqueued for a retry', async () => {
    const attempts: number[] = [];
    queue.start(async (jobId) => {
      const job = await jobs.findById(jobId);
      attempts.push(job?.attempts ?? 0);
      if (attempts.length === 1) {
        const runAfter = new Date(Date.now() + 100);
        await jobs.scheduleRetry(jobId, runAfter, 'hiccup', new Date());
        await queue.enqueue(jobId, { delayMs: 100, spell: job ? queuedSpell(job) : 0 });
      } else {
        await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, new Date());
      }
    }, 1);
    const id = await addJob();
    await until(async () => (await jobs.findById(id))?.status === 'completed');
    expect(attempts).toEqual([1, 2]);
  });

  it('lets running jobs finish when stopped', async () => {
    let finished = false;
    queue.start(async (jobId) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await jobs.complete(jobId, { products: [], artworkUrl: '/media/a.jpg' }, new Date());
      finished = true;
    }, 1);
    const id = await addJob();
    await until(async () => (await jobs.findById(id))?.status === 'processing');
    await queue.stop();
    expect(finished).toBe(true);
  });

  it('counts the jobs waiting for a worker', async () => {
    await addJob();
    await addJob();
    expect(await queue.depth()).toBe(2);
  });
});

describe('bullmq job queue without Redis', () => {
  it('says the queue is unavailable instead of hanging', async () => {
    const database = await freshSqlite();
    const queue = createBullmqJobQueue({
      redisUrl: 'redis://127.0.0.1:1',
      jobs: createJobsRepository(database.db),
      clock,
      logger,
      leaseMs: 1000,
      prefix: 'mpm-test',
    });
    await expect(queue.depth()).rejects.toBeInstanceOf(QueueUnavailableError);
    await expect(queue.enqueue(randomUUID())).rejects.toBeInstanceOf(QueueUnavailableError);
    await queue.stop();
    await database.destroy();
  });
});

/** Waits until the queue takes a job again: Redis answers once more. */
const untilItTakesJobs = (queue: JobQueue) =>
  until(
    () =>
      queue.enqueue(randomUUID()).then(
        () => true,
        () => false,
      ),
    10_000,
  );

/** A way to Redis that drops the first connection (Redis restarting, a network blip at a start). */
async function redisDroppingFirst(url: string) {
  const target = new URL(url);
  let dropped = false;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    if (!dropped) {
      dropped = true;
      socket.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => undefined).on('close', () => sockets.delete(end));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: proxied.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(redisUrl)('bullmq job queue whose first connection failed', () => {
  it('takes jobs again once Redis answers', async () => {
    const redis = await redisDroppingFirst(redisUrl as string);
    const database = await freshSqlite();
    const queue = createBullmqJobQueue({
      redisUrl: redis.url,
      jobs: createJobsRepository(database.db),
      clock,
      logger,
      leaseMs: 1000,
      prefix: 'mpm-test',
      queueName: `test-${randomUUID()}`,
    });
    await expect(queue.enqueue(randomUUID())).rejects.toBeInstanceOf(QueueUnavailableError);
    await untilItTakesJobs(queue);
    expect(await queue.depth()).toBeGreaterThanOrEqual(1);
    await queue.stop();
    await redis.close();
    await database.destroy();
  });
});

describe.runIf(redisUrl)('bullmq job queue on a Redis that stops answering', () => {
  it('says the queue is unavailable within seconds, and takes jobs again once Redis answers', async () => {
    const line = await startTcpLine(serviceAddress(redisUrl as string, 6379));
    const database = await freshSqlite();
    const queue = createBullmqJobQueue({
      redisUrl: line.url(redisUrl as string),
      jobs: createJobsRepository(database.db),
      clock,
      logger,
      leaseMs: 1000,
      prefix: 'mpm-test',
      queueName: `test-${randomUUID()}`,
    });
    try {
      await queue.enqueue(randomUUID());
      line.freeze();
      const started = performance.now();
      await expect(queue.enqueue(randomUUID())).rejects.toBeInstanceOf(QueueUnavailableError);
      expect(performance.now() - started).toBeLessThan(5_000);
      line.restore();
      await untilItTakesJobs(queue);
    } finally {
      await queue.stop();
      await line.close();
      await database.destroy();
    }
  });
});

describe.runIf(redisUrl)('two stores sharing one Redis', () => {
  it('each takes only the jobs its own shoppers queued', async () => {
    const database = await freshSqlite();
    const jobs = createJobsRepository(database.db);
    /** A store's queue as its configuration makes it: only its public address differs. */
    const storeQueue = (host: string) => {
      const config = loadConfig({
        REDIS_URL: redisUrl,
        PUBLIC_BASE_URL: `https://${host}`,
        ALLOW_TEST_PAYMENTS: 'true',
      });
      if (config.queue.kind !== 'bullmq') throw new Error('REDIS_URL makes a BullMQ queue');
      return createBullmqJobQueue({ ...config.queue, jobs, clock, logger, leaseMs: 5000 });
    };
    const first = storeQueue(`${randomUUID()}.example.com`);
    const second = storeQueue(`${randomUUID()}.example.com`);
    const taken = { first: [] as string[], second: [] as string[] };
    try {
      const firstsJob = randomUUID();
      const secondsJob = randomUUID();
      for (const id of [firstsJob, secondsJob]) {
        await jobs.insert(queuedJobRow(id), new Date());
      }
      await first.enqueue(firstsJob);
      await second.enqueue(secondsJob);
      // One at a time, oldest first: a shared queue would hand the first store's job over first.
      second.start(async (jobId) => {
        taken.second.push(jobId);
      }, 1);
      await until(() => taken.second.length > 0);
      first.start(async (jobId) => {
        taken.first.push(jobId);
      }, 1);
      await until(() => taken.first.length > 0);
      expect(taken).toEqual({ first: [firstsJob], second: [secondsJob] });
    } finally {
      await first.stop();
      await second.stop();
      await database.destroy();
    }
  });
});
