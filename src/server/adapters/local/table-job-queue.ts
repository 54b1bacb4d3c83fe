import type { JobHandler, JobQueue } from '../../ports/job-queue';
import { type LeaseOptions, runUnderLease } from '../job-lease-heartbeat';

export interface TableJobQueueOptions extends LeaseOptions {
  /** A claimed job is someone else's to take over once this passes without a heartbeat. */
  leaseMs: number;
  /** How often to look for due retries when nothing wakes the queue. */
  pollIntervalMs?: number;
}

/**
 * The default queue: the jobs table itself, so no message can be lost. Workers claim rows
 * atomically and keep a lease alive while they run; a job whose worker died goes back to
 * queued (or fails, its attempts spent) when the reaper finds its lease run out, so a killed
 * server finishes its jobs after a restart.
 */
export function createTableJobQueue(options: TableJobQueueOptions): JobQueue {
  const { jobs, clock, leaseMs, logger, pollIntervalMs = 500 } = options;
  const running = new Set<Promise<void>>();
  let handler: JobHandler | undefined;
  let concurrency = 1;
  let timer: NodeJS.Timeout | undefined;
  let filling = false;
  let stopped = true;

  async function fill(): Promise<void> {
    if (filling || stopped || !handler) return;
    filling = true;
    try {
      while (!stopped && running.size < concurrency) {
        const job = await jobs.claimNext(clock(), leaseMs);
        if (!job?.lease_token) break;
        const lease = { id: job.id, token: job.lease_token };
        track(runUnderLease(options, lease, async () => handler?.(job.id)));
      }
    } catch (error) {
      // The database did not answer; the next poll tries again.
      logger.warn({ err: error }, 'no job claimed: the database did not answer');
    } finally {
      filling = false;
    }
  }

  function track(work: Promise<void>): void {
    const done = work
      .catch((error: unknown) => logger.warn({ err: error }, 'a job ended in an error'))
      .finally(() => {
        running.delete(done);
        void fill();
      });
    running.add(done);
  }

  return {
    name: 'local',
    async enqueue() {
      // The row is already queued in the table; this only saves waiting for the next poll.
      setImmediate(() => void fill());
    },
    async requeueIfLost() {
      return false;
    },
    async depth() {
      return jobs.countUnfinished();
    },
    start(jobHandler, maxAtOnce) {
      handler = jobHandler;
      concurrency = maxAtOnce;
      stopped = false;
      timer = setInterval(() => void fill(), pollIntervalMs);
      void fill();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
