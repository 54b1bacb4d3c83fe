import type { JobLease, JobsRepository } from '../db/jobs-repository';

/**
 * Runs one attempt while renewing its lease, so the reaper only takes back jobs whose worker
 * stopped: died, or stalled past the lease.
 */
export async function runUnderLease(
  options: { jobs: JobsRepository; clock: () => Date; leaseMs: number },
  lease: JobLease,
  work: () => Promise<void>,
): Promise<void> {
  const { jobs, clock, leaseMs } = options;
  const heartbeat = setInterval(
    () => void jobs.extendLease(lease, clock(), leaseMs).catch(() => undefined),
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  try {
    await work();
  } finally {
    clearInterval(heartbeat);
  }
}
