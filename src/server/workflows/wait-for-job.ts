import { isJobFinished } from '../../shared/job-finished';
import type { JobRow, JobsRepository } from '../db/jobs-repository';

/** Reads the job until it finishes or `timeoutMs` passes; answers its last state. */
export async function waitForJob(
  jobs: JobsRepository,
  jobId: string,
  timeoutMs: number,
  pollMs = 100,
): Promise<JobRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  let job = await jobs.findById(jobId);
  while (job && !isJobFinished(job.status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    job = await jobs.findById(jobId);
  }
  return job;
}
