import type { FastifyBaseLogger } from 'fastify';
import type { JobsRepository } from '../db/jobs-repository';
import { afterLostLease, queuedSpell } from '../domain/job-attempts';
import type { JobQueue } from '../ports/job-queue';
import { type RepeatingTask, repeatingTask } from './repeating-task';

export interface ReapDeps {
  jobs: JobsRepository;
  queue: JobQueue;
  clock: () => Date;
  logger: FastifyBaseLogger;
}

export interface ReapOptions {
  /** How long a due job may wait for a worker before its queue message counts as lost. */
  lostAfterMs: number;
  batch: number;
}

/**
 * Keeps generation jobs from getting stuck, whatever happened to their workers or the queue:
 * a job whose lease ran out goes back to the queue with its attempt given back, or fails once
 * its workers have vanished too often (domain/job-attempts.ts); a
 * job that waited too long is handed to the queue again if its message was lost. Safe in any
 * number of processes at once: each change applies only to the lease it read.
 */
export async function reapJobs(deps: ReapDeps, options: ReapOptions): Promise<void> {
  const now = deps.clock();
  for (const job of await deps.jobs.findExpiredLeases(now, options.batch)) {
    if (!job.lease_token) continue;
    const outcome = afterLostLease(job.lost_workers);
    const lease = { id: job.id, token: job.lease_token };
    const reason = outcome.kind === 'fail' ? outcome.reason : undefined;
    if (!(await deps.jobs.releaseExpired(lease, now, reason))) continue;
    deps.logger.warn(
      { jobId: job.id, lostWorkers: job.lost_workers + 1, outcome: outcome.kind },
      'generation job lost its worker',
    );
    if (outcome.kind === 'retry') await deps.queue.enqueue(job.id, { spell: queuedSpell(job) });
  }
  const overdue = new Date(now.getTime() - options.lostAfterMs);
  for (const job of await deps.jobs.findOverdueQueued(overdue, options.batch)) {
    if (await deps.queue.requeueIfLost({ id: job.id, spell: queuedSpell(job) })) {
      deps.logger.warn({ jobId: job.id }, 'generation job lost its queue message');
    }
  }
}

/** Runs `reapJobs` every `intervalMs` in this process, one run at a time. */
export function createJobReaper(
  deps: ReapDeps,
  options: ReapOptions & { intervalMs: number },
): RepeatingTask {
  return repeatingTask(() => reapJobs(deps, options), {
    everyMs: options.intervalMs,
    onError: (error) => deps.logger.error({ err: error }, 'job reaper run failed'),
  });
}

export type JobReaper = RepeatingTask;
