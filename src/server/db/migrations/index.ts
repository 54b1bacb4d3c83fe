import type { Migration } from 'kysely';
import { createJobs } from './0001-jobs';

/** Every migration in order; names never change once released. Written once, run on both dialects. */
export const migrations: Record<string, Migration> = {
  '0001-jobs': createJobs,
};
