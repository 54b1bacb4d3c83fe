import type { ApiProduct } from '../../shared/api/products';
import { priceProducts } from '../../shared/catalogue/price-products';
import { buildProducts, type MockupOwner } from '../adapters/local/print-partner/product-plan';

const ownerName = (owner: MockupOwner) =>
  owner.kind === 'tee' ? `tee-${owner.colourId}` : `${owner.kind}-${owner.variantId}`;

/**
 * What a job keeps of the local print partner's products: each at the store's price, with two
 * pictures per option.
 */
export function partnerProducts(jobId = 'job-1'): ApiProduct[] {
  return priceProducts(
    buildProducts(jobId, (owner) => [
      `/media/mockups/${jobId}/${ownerName(owner)}-front.jpg`,
      `/media/mockups/${jobId}/${ownerName(owner)}-back.jpg`,
    ]),
  );
}
