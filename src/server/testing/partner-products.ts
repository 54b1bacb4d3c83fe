import type { ApiProduct } from '../../shared/api/products';
import { buildProducts, type MockupOwner } from '../adapters/local/print-partner/product-plan';

const ownerName = (owner: MockupOwner) =>
  owner.kind === 'tee' ? `tee-${owner.colourId}` : `${owner.kind}-${owner.variantId}`;

/** What the local print partner answers for a job, with two pictures per option. */
export function partnerProducts(jobId = 'job-1'): ApiProduct[] {
  return buildProducts(jobId, (owner) => [
    `/media/mockups/${jobId}/${ownerName(owner)}-front.jpg`,
    `/media/mockups/${jobId}/${ownerName(owner)}-back.jpg`,
  ]);
}
