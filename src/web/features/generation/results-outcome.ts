import type { ApiProduct } from '../../../shared/api/products';
import type { JobStatus } from './generation-contract';
import { TIMEOUT_PROGRESS_MESSAGE } from './progress-messages';

export const GENERIC_FAILURE_MESSAGE =
  'There was an error processing your image. Please try uploading again.';

export type ResultsOutcome =
  | { kind: 'products'; products: ApiProduct[]; paintedAs: string[] }
  | { kind: 'no-products' }
  | { kind: 'failed'; message: string };

/**
 * What the results view says for a finished job; null while there is nothing to report.
 * `paintedAs` are the words a custom description was painted by.
 */
export function resultsOutcome(
  jobStatus: JobStatus,
  products: readonly ApiProduct[],
  jobError: string | null,
  paintedAs: readonly string[] = [],
): ResultsOutcome | null {
  switch (jobStatus) {
    case 'completed':
      return products.length > 0
        ? { kind: 'products', products: [...products], paintedAs: [...paintedAs] }
        : { kind: 'no-products' };
    case 'failed':
      return { kind: 'failed', message: jobError ? `Error: ${jobError}` : GENERIC_FAILURE_MESSAGE };
    case 'timeout':
      return { kind: 'failed', message: TIMEOUT_PROGRESS_MESSAGE };
    default:
      return null;
  }
}
