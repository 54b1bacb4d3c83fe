import type { Migration } from 'kysely';
import { createJobs } from './0001-jobs';
import { createTaxCalculations } from './0002-tax-calculations';

/** Every migration in order; names never change once released. Written once, run on both dialects. */
export const migrations: Record<string, Migration> = {
  '0001-jobs': createJobs,
  '0002-tax-calculations': createTaxCalculations,
};
