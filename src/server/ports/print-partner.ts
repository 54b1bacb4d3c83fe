import type { ApiAddress } from '../../shared/api/address';
import type { ApiShippingMethod } from '../../shared/api/shipping';
import type { PartnerProduct } from '../../shared/catalogue/partner-products';
import type { Artwork } from './art-engine';

export interface ProductsRequest {
  jobId: string;
  /** The job's public media name: pictures the partner stores with us are named by it. */
  mediaName: string;
  artwork: Artwork;
  /** Where the artwork is already stored, for partners that fetch it by URL. */
  artworkUrl: string;
  /** Its key in the media store, for partners that print from it later. */
  artworkKey: string;
  /**
   * The art engine that made it (`ArtEngine.name`): the local engine's artworks can be painted
   * again at print size, a hosted engine's can only be enlarged.
   */
  paintedBy: string;
}

export interface ShippingQuoteRequest {
  address: ApiAddress;
  /**
   * The partner's variants and how many of each. The partner finds who makes each variant in
   * its own catalogue: a blueprint or provider named by the browser is never trusted.
   */
  lines: { variantId: number; quantity: number }[];
}

/** Why a partner could not quote. */
export type ShippingQuoteError =
  /** The partner does not make (or no longer sells) this variant. */
  | { ok: false; code: 'unknown_variant'; variantId: number }
  /** Nothing can carry these products to this address; `reason`, when the partner gave one, is for logs. */
  | { ok: false; code: 'not_shippable'; reason?: string }
  /** The partner could not be asked (outage, timeout, refused credentials); `reason` is for logs. */
  | { ok: false; code: 'unavailable'; reason: string };

/** The methods the partner offers for the address and lines (never empty), or why not. */
export type ShippingQuote = { ok: true; methods: ApiShippingMethod[] } | ShippingQuoteError;

/** One line of a print order: the partner's variant, and what to print when it has no product. */
export interface PartnerOrderLine {
  /** The partner's product made for the artwork; absent for a fallback (catalogue) product. */
  productId?: string;
  variantId: number;
  quantity: number;
  blueprintId: number;
  printProviderId: number;
  /** What to print on a line without a partner product: a URL the partner can fetch. */
  artworkUrl?: string;
}

export interface PartnerOrderRequest {
  /** Our order id. Submitting the same id again returns the first order: never a second one. */
  externalId: string;
  /** The order number the shopper sees, shown in the partner's dashboard. */
  label: string;
  lines: PartnerOrderLine[];
  shippingMethodId: number;
  address: ApiAddress;
}

/** A parcel on its way: who carries it and where the shopper follows it. */
export interface PartnerShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: Date;
  /** Set once the carrier has delivered it. */
  deliveredAt?: Date;
}

/** Where the partner is with an order, in Printify's words (`pending`, `in-production`, `fulfilled`...). */
export interface PartnerOrder {
  id: string;
  externalId: string;
  status: string;
  createdAt: Date;
  /** Once it has left the provider. */
  shipment?: PartnerShipment;
}

/** A page of the partner's orders, newest first. */
export interface PartnerOrderPage {
  orders: PartnerOrder[];
  lastPage: number;
}

/** A change the partner pushed to us (a webhook), read and checked. */
export interface PartnerEvent {
  /** The delivery's own id: a replay carries the same one. */
  id: string;
  type: string;
  /** The partner's id of the order it is about. */
  partnerOrderId: string;
  /** The partner's word for the order, and its parcel once there is one. */
  partnerStatus: string;
  shipment?: PartnerShipment;
}

/**
 * A cancellation's answer: the order as it then stands (`canceled`, Printify's spelling), or why
 * not. `production_started` carries the partner's status (`in-production`, `fulfilled`...):
 * the provider has begun, and only the partner's support can stop it now.
 */
export type PartnerCancelResult =
  | { ok: true; order: PartnerOrder }
  | { ok: false; code: 'unknown_order' }
  | { ok: false; code: 'production_started'; status: string };

/** The partner refused the order itself (bad address, unknown variant): retrying cannot help. */
export class PartnerOrderRejectedError extends Error {
  override readonly name = 'PartnerOrderRejectedError';
}

/**
 * The print-on-demand partner: it makes products from an artwork and quotes shipping for
 * them. Orders join this port with the checkout.
 */
export interface PrintPartner {
  readonly name: string;
  /**
   * The t-shirt, canvas and mugs for one artwork, with mock-up images, in SPEC §3 shapes
   * without prices: the store prices them (priceProducts).
   */
  createProducts(request: ProductsRequest): Promise<PartnerProduct[]>;
  /**
   * A partner that paints its mock-ups when first asked (the local one) paints the one under
   * media key `key` now, stores it and answers its JPEG; null for a key it never listed or whose
   * artwork is forgotten. A partner whose images are all made with the products has none.
   */
  paintMockup?(key: string): Promise<Buffer | null>;
  quoteShipping(request: ShippingQuoteRequest): Promise<ShippingQuote>;
  /**
   * Lets go of what createProducts made for a job nobody will order (the shopper deleted the
   * artwork, or its retention ran out): `products` as it answered them. Forgetting what is gone
   * already is not an error.
   */
  forgetProducts(jobId: string, products: readonly PartnerProduct[]): Promise<void>;
  /**
   * Places a paid order for printing and shipping. Throws PartnerOrderRejectedError when the
   * partner refuses it; any other failure (outage, timeout) is worth retrying.
   */
  submitOrder(request: PartnerOrderRequest): Promise<PartnerOrder>;
  /** Null when the partner does not know the id. */
  getOrder(id: string): Promise<PartnerOrder | null>;
  /**
   * One page (from 1) of the shop's orders at the partner, newest first, as its list gives
   * them (Printify: ten a page), and how many pages there are: how the poll hears of many
   * orders in few calls.
   */
  listOrders(page: number): Promise<PartnerOrderPage>;
  /**
   * The order placed for our `externalId`, or null: how a submission whose answer was lost is
   * found when the order is withdrawn before its retry.
   */
  findOrderFor(externalId: string): Promise<PartnerOrder | null>;
  /**
   * Cancels an order the provider has not started making; cancelling a cancelled order answers
   * it again. A refusal is a value; an outage throws and is safe to retry.
   */
  cancelOrder(id: string): Promise<PartnerCancelResult>;
  /**
   * The file printed for one line of a made product (the artwork composed for its print area),
   * made now if it is not yet; null for a line with none of its own (a catalogue product).
   * Absent where the partner keeps the files it printed itself.
   */
  readPrintFile?(line: PartnerOrderLine): Promise<Buffer | null>;
  /**
   * Reads a webhook delivery, checking its signature on the raw body; throws a
   * WebhookVerificationError for a forged or unreadable one. Null for an event about
   * something other than an order. Absent when the partner sends none (the local partner is
   * polled) or none is configured.
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined): PartnerEvent | null;
}
