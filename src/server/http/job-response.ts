import { type JobResponse, jobResultSchema } from '../../shared/api/generation';
import type { JobRow } from '../db/jobs-repository';
import { readStoredJson } from '../db/stored-json';

/** A job as the API shows it: the products once completed, the reason once failed. */
export function toJobResponse(job: JobRow): JobResponse {
  const status = job.status as JobResponse['status'];
  return {
    id: job.id,
    status,
    result:
      status === 'completed' && job.result
        ? readStoredJson(jobResultSchema, job.result, `jobs.result of job ${job.id}`)
        : null,
    error: status === 'failed' ? job.error : null,
  };
}
