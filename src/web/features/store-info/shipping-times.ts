import type { Cents } from '../../../shared/money';

/**
 * What the Shipping & Returns page tells shoppers: our print partner's production days, its
 * delivery windows by method and destination, and its Standard rates. A test keeps these and
 * the local partner's rate card alike; a live partner quotes its own at checkout.
 */
export const PRODUCTION_DAYS = { tshirt: 2, canvas: 3, mug: 2 } as const;

export type Product = keyof typeof PRODUCTION_DAYS;
export type Method = 'standard' | 'priority' | 'express' | 'economy';
export type Destination = 'contiguous' | 'alaska_hawaii' | 'territories' | 'military';

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

/** Days in transit once the parcel has left the print partner; absent: not offered there. */
export const DELIVERY_DAYS: Record<
  Method,
  Partial<Record<Destination, { min: number; max: number }>>
> = {
  standard: {
    contiguous: { min: 3, max: 5 },
    alaska_hawaii: { min: 6, max: 10 },
    territories: { min: 10, max: 20 },
    military: { min: 14, max: 28 },
  },
  priority: {
    contiguous: { min: 2, max: 3 },
    alaska_hawaii: { min: 4, max: 6 },
    territories: { min: 7, max: 12 },
  },
  express: { contiguous: { min: 1, max: 2 }, alaska_hawaii: { min: 2, max: 4 } },
  economy: { contiguous: { min: 5, max: 8 } },
};

/** Standard to the contiguous US: the first item of a product, then each further one. */
export const STANDARD_RATES: Record<Product, { first: Cents; additional: Cents }> = {
  tshirt: { first: 475, additional: 240 },
  canvas: { first: 999, additional: 500 },
  mug: { first: 599, additional: 350 },
};

/** What a destination's rates are, as a multiple of the contiguous US's. */
export const DESTINATION_COST_FACTORS: Record<Destination, number> = {
  contiguous: 1,
  alaska_hawaii: 1.5,
  territories: 2,
  military: 1.5,
};
