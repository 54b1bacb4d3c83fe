import type { ApiProduct } from '../../../shared/api/products';
import type { JobStatus } from '../generation/generation-contract';

/**
 * What /products shows for the shopper's generation (SPEC §2 Products). 'no-photo' also
 * offers the sample catalogue below its prompt, so a visitor can buy before uploading.
 */
export type ProductsView =
  | 'no-photo'
  | 'uploading'
  | 'polling'
  | 'failed'
  | 'generated'
  | 'fallback';

export function productsView(
  jobStatus: JobStatus,
  products: readonly ApiProduct[],
  hasPhoto: boolean,
): ProductsView {
  if (products.length > 0) return 'generated';
  switch (jobStatus) {
    case 'uploading':
      return 'uploading';
    case 'polling':
      return 'polling';
    case 'failed':
    case 'timeout':
      return 'failed';
    default:
      return hasPhoto ? 'fallback' : 'no-photo';
  }
}
