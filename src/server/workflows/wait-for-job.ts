import { isJobFinished } from '../../shared/job-finished';
import type { JobRow, JobsRepository } from '../db/jobs-repository';

/**
 * Reads the job until it finishes, `timeoutMs` passes or `signal` aborts (the asker left);
 * answers its last state. Reading the row, not listening to the queue, finds a job that a
 * worker in another process finished.
 */
export async function waitForJob(
  jobs: JobsRepository,
  jobId: string,
  timeoutMs: number,
  { pollMs = 100, signal }: { pollMs?: number; signal?: AbortSignal } = {},
): Promise<JobRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  let job = await jobs.findById(jobId);
  while (job && !isJobFinished(job.status) && Date.now() < deadline && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    job = await jobs.findById(jobId);
  }
  return job;
}
