import type { ApiProduct } from '../../../shared/api/products';
import type { JobStatus } from '../generation/generation-contract';

/** What /products shows for the shopper's generation (SPEC §2 Products). */
export type ProductsView = 'no-photo' | 'uploading' | 'polling' | 'failed' | 'generated';

export function productsView(jobStatus: JobStatus, products: readonly ApiProduct[]): ProductsView {
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
      return 'no-photo';
  }
}
