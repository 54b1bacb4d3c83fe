import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { type JobHandler, type JobQueue, QueueUnavailableError } from '../../ports/job-queue';
import { type LeaseOptions, runUnderLease } from '../job-lease-heartbeat';

export interface BullmqJobQueueOptions extends LeaseOptions {
  redisUrl: string;
  /** What this store's queue keys start with: another store's queue on the same Redis differs. */
  prefix: string;
  queueName?: string;
}

interface GenerationMessage {
  jobId: string;
}

const messageId = (jobId: string, spell: number) => `${jobId}-${spell}`;

/** ioredis options from a redis:// URL. */
export function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    db: Number(parsed.pathname.slice(1) || 0),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * The queue for many processes: BullMQ on Redis. The jobs table stays the record of each job;
 * BullMQ only carries job ids to workers. A message runs a job only while the job is queued,
 * so a duplicate or stalled message does no work twice; a job whose worker died, or whose
 * message Redis lost, is handed out again by the reaper (see reap-jobs).
 */
export function createBullmqJobQueue(options: BullmqJobQueueOptions): JobQueue {
  const { jobs, clock, leaseMs, prefix, logger } = options;
  const name = options.queueName ?? 'generation';
  const redis = redisOptionsFromUrl(options.redisUrl);
  // Fail fast when Redis is down, so an upload can answer queue_unavailable at once; and when
  // it hangs (frozen, or a network dropping packets), whose commands waited for ever: uploads
  // hung 30 s, then were queued after their shopper had given up.
  const producer = new Redis({
    ...redis,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    lazyConnect: true,
  });
  // The producer's and the queue's failures reach the caller as a failed call, which says so.
  producer.on('error', () => undefined);
  // Made at the first call, once the producer is ready, and made afresh after a failed call:
  // BullMQ keeps the failure of a queue's first connection for good, so a queue whose Redis
  // connection failed at the start (a start holding the thread past the connect timeout,
  // Redis restarting) refused every upload for the process's life.
  let queue: Queue<GenerationMessage> | undefined;
  const currentQueue = () => {
    if (!queue) {
      queue = new Queue<GenerationMessage>(name, { connection: producer, prefix });
      queue.on('error', () => undefined);
    }
    return queue;
  };
  let worker: Worker<GenerationMessage> | undefined;
  let consumer: Redis | undefined;

  /** The message's id names the job's queued spell, so adding it twice adds it once. */
  function add(queue: Queue<GenerationMessage>, jobId: string, spell: number, delayMs: number) {
    return queue.add(
      'generate',
      { jobId },
      {
        jobId: messageId(jobId, spell),
        delay: delayMs,
        removeOnComplete: 1000,
        removeOnFail: 1000,
        attempts: 1,
      },
    );
  }

  async function guarded<T>(work: (queue: Queue<GenerationMessage>) => Promise<T>): Promise<T> {
    try {
      if (producer.status === 'wait' || producer.status === 'end') await producer.connect();
      // A queue made on a connection that is not ready waits for it, and the upload with it.
      if (producer.status !== 'ready') throw new Error(`the connection is ${producer.status}`);
      return await work(currentQueue());
    } catch (error) {
      const failed = queue;
      queue = undefined;
      // The connection is the producer's, shared: closing the queue leaves it open.
      void failed?.close().catch(() => undefined);
      throw new QueueUnavailableError(
        `The job queue cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    name: 'bullmq',
    async enqueue(jobId, { delayMs = 0, spell = 0 } = {}) {
      await guarded((queue) => add(queue, jobId, spell, delayMs));
    },
    async requeueIfLost(job) {
      return guarded(async (queue) => {
        const message = await queue.getJob(messageId(job.id, job.spell));
        const state = message ? await message.getState() : 'unknown';
        // A finished message left a queued job behind: its run could not claim the job.
        if (message && state !== 'completed' && state !== 'failed') return false;
        await message?.remove();
        await add(queue, job.id, job.spell, 0);
        return true;
      });
    },
    async depth() {
      const counts = await guarded((queue) =>
        queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
      );
      return Object.values(counts).reduce((total, count) => total + count, 0);
    },
    start(handler: JobHandler, concurrency: number) {
      // A worker blocks on Redis, so it needs its own connection that retries for ever.
      consumer = new Redis({ ...redis, maxRetriesPerRequest: null });
      consumer.on('error', (error) =>
        logger.warn({ err: error }, 'the job queue lost Redis; reconnecting'),
      );
      worker = new Worker<GenerationMessage>(
        name,
        async (message) => {
          const job = await jobs.claim(message.data.jobId, clock(), leaseMs);
          if (!job?.lease_token) return;
          const lease = { id: job.id, token: job.lease_token };
          await runUnderLease(options, lease, () => handler(job.id));
        },
        { connection: consumer, prefix, concurrency, lockDuration: leaseMs },
      );
      worker.on('error', (error) => logger.warn({ err: error }, 'the job queue worker failed'));
    },
    async stop() {
      await worker?.close();
      await queue?.close().catch(() => undefined);
      consumer?.disconnect();
      producer.disconnect();
    },
  };
}
