import type { ApiProduct } from '../../shared/api/products';
import type { Artwork } from './art-engine';

export interface ProductsRequest {
  jobId: string;
  artwork: Artwork;
  /** Where the artwork is already stored, for partners that fetch it by URL. */
  artworkUrl: string;
}

/**
 * The print-on-demand partner: it makes products from an artwork. Shipping quotes and orders
 * join this port in later issues.
 */
export interface PrintPartner {
  readonly name: string;
  /** The t-shirt, canvas and mugs for one artwork, with mock-up images, in SPEC §3 shapes. */
  createProducts(request: ProductsRequest): Promise<ApiProduct[]>;
}
