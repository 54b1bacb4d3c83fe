import {
  DESTINATIONS,
  type DestinationClass,
  type MethodRate,
  type ProductKind,
  RATE_CARD,
  type ShippingMethod,
} from '../../../shared/catalogue/rate-card';

/**
 * What the Shipping & Returns page tells shoppers, read from the rate card the local partner
 * quotes from (shared/catalogue/rate-card.ts): production days, delivery windows by method and
 * destination, and Standard rates. A live partner quotes its own at checkout.
 */
export type Product = ProductKind;
export type Method = ShippingMethod;
export type Destination = DestinationClass;

export const PRODUCTION_DAYS: Record<Product, number> = {
  tshirt: RATE_CARD.tshirt.handlingDays,
  canvas: RATE_CARD.canvas.handlingDays,
  mug: RATE_CARD.mug.handlingDays,
};

export const METHOD_NAMES: Record<Method, string> = {
  standard: 'Standard',
  priority: 'Priority',
  express: 'Express',
  economy: 'Economy',
};

export const DESTINATION_NAMES: Record<Destination, string> = {
  contiguous: 'the contiguous US',
  alaska_hawaii: 'Alaska and Hawaii',
  territories: 'US territories',
  military: 'military (APO/FPO/DPO) addresses',
};

/** Days in transit once the parcel has left the print partner; undefined: not offered there. */
export function deliveryDays(
  method: Method,
  destination: Destination,
): { min: number; max: number } | undefined {
  return DESTINATIONS[destination].delivery[method];
}

/** Standard to the contiguous US: the first item of a product, then each further one. */
export function standardRate(product: Product): MethodRate {
  const rate = RATE_CARD[product].methods.standard;
  if (!rate) throw new Error(`the rate card has no Standard rate for ${product}`);
  return rate;
}
