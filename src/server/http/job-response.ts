import type { JobResponse } from '../../shared/api/generation';
import type { ApiProduct } from '../../shared/api/products';
import type { JobRow } from '../db/jobs-repository';

/** A job as the API shows it: the products once completed, the reason once failed. */
export function toJobResponse(job: JobRow): JobResponse {
  const status = job.status as JobResponse['status'];
  return {
    id: job.id,
    status,
    result:
      status === 'completed' && job.result
        ? (JSON.parse(job.result) as {
            products: ApiProduct[];
            artwork_url?: string | null;
            painted_as?: string[];
          })
        : null,
    error: status === 'failed' ? job.error : null,
  };
}
