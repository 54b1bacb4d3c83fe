import { jobResultSchema } from '../../shared/api/generation';
import type { ApiProduct } from '../../shared/api/products';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobsRepository } from '../db/jobs-repository';
import { readStoredJson } from '../db/stored-json';
import { ownsJob, type Requester } from '../domain/job-owner';

/**
 * The products each finished job made, by job id, for jobs the buyer owns: its first
 * variation's and those of every variation picked since. Unknown or unfinished jobs are absent.
 * `foreign` holds the jobs that exist but are someone else's.
 */
export async function readJobProducts(
  { jobs, variations }: { jobs: JobsRepository; variations: JobVariationsRepository },
  jobIds: readonly string[],
  buyer: Requester,
): Promise<{ products: Map<string, ApiProduct[]>; foreign: string[] }> {
  const products = new Map<string, ApiProduct[]>();
  const foreign: string[] = [];
  for (const id of new Set(jobIds)) {
    const job = await jobs.findById(id);
    if (!job) continue;
    if (!ownsJob(job, buyer)) {
      foreign.push(id);
      continue;
    }
    if (job.status !== 'completed' || !job.result) continue;
    const result = readStoredJson(jobResultSchema, job.result, `jobs.result of job ${id}`);
    const picked = (await variations.list(id)).flatMap((each) =>
      each.variation > 0 ? (each.products ?? []) : [],
    );
    products.set(id, [...result.products, ...picked]);
  }
  return { products, foreign };
}
