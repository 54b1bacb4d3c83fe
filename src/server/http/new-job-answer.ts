import type { UploadResponse } from '../../shared/api/generation';
import type { JobsRepository } from '../db/jobs-repository';
import { waitForJob } from '../workflows/wait-for-job';
import { toJobResponse } from './job-response';

/**
 * How a new generation job is answered: `completed` with its products when it finishes within
 * `waitMs` (process_directly), else `queued` with the job to poll.
 */
export async function answerNewJob(
  jobs: JobsRepository,
  jobId: string,
  waitMs: number | null,
): Promise<UploadResponse> {
  if (waitMs !== null) {
    const job = await waitForJob(jobs, jobId, waitMs);
    const view = job && toJobResponse(job);
    if (view?.status === 'completed' && view.result) {
      const { products, artwork_url, painted_as } = view.result;
      return { status: 'completed', job_id: jobId, products, artwork_url, painted_as };
    }
  }
  return { status: 'queued', job_id: jobId };
}
