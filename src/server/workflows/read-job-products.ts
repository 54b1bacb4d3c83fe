import type { ApiProduct } from '../../shared/api/products';
import type { JobsRepository } from '../db/jobs-repository';

/** The products each finished job made, by job id; unknown or unfinished jobs are absent. */
export async function readJobProducts(
  jobs: JobsRepository,
  jobIds: readonly string[],
): Promise<Map<string, ApiProduct[]>> {
  const found = new Map<string, ApiProduct[]>();
  for (const id of new Set(jobIds)) {
    const job = await jobs.findById(id);
    if (job?.status !== 'completed' || !job.result) continue;
    const result = JSON.parse(job.result) as { products?: ApiProduct[] };
    if (Array.isArray(result.products)) found.set(id, result.products);
  }
  return found;
}
