import type { ApiAddress } from '../../shared/api/address';
import type { ApiProduct } from '../../shared/api/products';
import type { ApiShippingMethod } from '../../shared/api/shipping';
import type { Artwork } from './art-engine';

export interface ProductsRequest {
  jobId: string;
  artwork: Artwork;
  /** Where the artwork is already stored, for partners that fetch it by URL. */
  artworkUrl: string;
}

export interface ShippingQuoteRequest {
  address: ApiAddress;
  /** The partner's variants, with how many of each (live partners also need who makes them). */
  lines: { variantId: number; quantity: number; blueprintId: number; printProviderId: number }[];
}

/** The methods the partner offers for the address and lines, or why it cannot quote. */
export type ShippingQuote =
  | { ok: true; methods: ApiShippingMethod[] }
  | { ok: false; code: 'unknown_variant'; variantId: number };

/**
 * The print-on-demand partner: it makes products from an artwork and quotes shipping for
 * them. Orders join this port with the checkout.
 */
export interface PrintPartner {
  readonly name: string;
  /** The t-shirt, canvas and mugs for one artwork, with mock-up images, in SPEC §3 shapes. */
  createProducts(request: ProductsRequest): Promise<ApiProduct[]>;
  /** An empty list means nothing can carry these products there. */
  quoteShipping(request: ShippingQuoteRequest): Promise<ShippingQuote>;
}
