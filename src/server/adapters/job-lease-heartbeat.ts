import type { BaseLogger } from 'pino';
import type { JobLease, JobsRepository } from '../db/jobs-repository';

export interface LeaseOptions {
  jobs: JobsRepository;
  clock: () => Date;
  leaseMs: number;
  logger: Pick<BaseLogger, 'warn'>;
}

/**
 * Runs one attempt while renewing its lease, so the reaper only takes back jobs whose worker
 * stopped: died, or stalled past the lease.
 */
export async function runUnderLease(
  options: LeaseOptions,
  lease: JobLease,
  work: () => Promise<void>,
): Promise<void> {
  const { jobs, clock, leaseMs, logger } = options;
  // A missed beat is not fatal: the next one, a third of a lease later, may still hold it.
  const beat = () =>
    jobs
      .extendLease(lease, clock(), leaseMs)
      .catch((error: unknown) =>
        logger.warn({ err: error, jobId: lease.id }, 'job lease not renewed; trying again'),
      );
  const heartbeat = setInterval(() => void beat(), Math.max(50, Math.floor(leaseMs / 3)));
  try {
    await work();
  } finally {
    clearInterval(heartbeat);
  }
}
