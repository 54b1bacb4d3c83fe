import type { JobsRepository } from '../../db/jobs-repository';
import type { JobHandler, JobQueue } from '../../ports/job-queue';

export interface TableJobQueueOptions {
  jobs: JobsRepository;
  clock: () => Date;
  /** A claimed job is someone else's to take over once this passes without a heartbeat. */
  leaseMs: number;
  /** How often to look for due retries and orphaned jobs when nothing wakes the queue. */
  pollIntervalMs?: number;
}

/**
 * The default queue: the jobs table itself. Workers claim rows atomically, keep a lease alive
 * while they run, and a job whose worker died is claimed again when its lease runs out, so a
 * killed server finishes its jobs after a restart.
 */
export function createTableJobQueue(options: TableJobQueueOptions): JobQueue {
  const { jobs, clock, leaseMs, pollIntervalMs = 500 } = options;
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
        if (!job) break;
        track(runWithLease(job.id));
      }
    } catch {
      // The database did not answer; the next poll tries again.
    } finally {
      filling = false;
    }
  }

  async function runWithLease(jobId: string): Promise<void> {
    const heartbeat = setInterval(
      () => void jobs.extendLease(jobId, clock(), leaseMs).catch(() => undefined),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      await handler?.(jobId);
    } finally {
      clearInterval(heartbeat);
    }
  }

  function track(work: Promise<void>): void {
    const done = work
      .catch(() => undefined)
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
