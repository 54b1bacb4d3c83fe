import type { Cents } from '../money';

/*
 * The print partner's shipping rate card, in cents, modelled on Printify's US rates for the
 * store's blueprints and providers: the local partner quotes from it and the Shipping & Returns
 * page prints it (a live partner quotes its own at checkout). How the numbers add up is
 * Printify's and lives in the server's domain (quote-shipping.ts).
 */

export type ProductKind = 'tshirt' | 'canvas' | 'mug';
export type ShippingMethod = 'standard' | 'priority' | 'express' | 'economy';
/** Where in the US a parcel goes, as print partners price and time it. */
export type DestinationClass = 'contiguous' | 'alaska_hawaii' | 'territories' | 'military';

export interface MethodRate {
  first: Cents;
  additional: Cents;
  /** Days to make the item when this method is paid for, when sooner than the product's. */
  handlingDays?: number;
}

export interface ProductRates {
  /** Days the provider takes to make the item before it ships. */
  handlingDays: number;
  /** What each method costs to the contiguous US; absent: not offered. */
  methods: Partial<Record<ShippingMethod, MethodRate>>;
  /** Destinations this product is never shipped to. */
  notShippedTo: readonly DestinationClass[];
}

export interface DestinationRates {
  kind: DestinationClass;
  /** Multiplies every contiguous-US cost. */
  costFactor: number;
  /** Days in transit once shipped; a method missing here is not offered to the destination. */
  delivery: Partial<Record<ShippingMethod, { min: number; max: number }>>;
}

/**
 * Canvases are heavy and fragile: no economy, never to territories or military post. Tees and
 * mugs go anywhere by standard; express reaches only the states. Priority buys a day of
 * making: the provider starts it first.
 */
export const RATE_CARD: Readonly<Record<ProductKind, ProductRates>> = {
  tshirt: {
    handlingDays: 2,
    methods: {
      standard: { first: 475, additional: 240 },
      priority: { first: 799, additional: 300, handlingDays: 1 },
      express: { first: 1499, additional: 400 },
      economy: { first: 399, additional: 200 },
    },
    notShippedTo: [],
  },
  canvas: {
    handlingDays: 3,
    methods: {
      standard: { first: 999, additional: 500 },
      priority: { first: 1499, additional: 700, handlingDays: 2 },
      express: { first: 2499, additional: 900 },
    },
    notShippedTo: ['territories', 'military'],
  },
  mug: {
    handlingDays: 2,
    methods: {
      standard: { first: 599, additional: 350 },
      priority: { first: 899, additional: 400, handlingDays: 1 },
      express: { first: 1599, additional: 500 },
      economy: { first: 499, additional: 300 },
    },
    notShippedTo: [],
  },
};

export const DESTINATIONS: Readonly<Record<DestinationClass, DestinationRates>> = {
  contiguous: {
    kind: 'contiguous',
    costFactor: 1,
    delivery: {
      standard: { min: 3, max: 5 },
      priority: { min: 2, max: 3 },
      express: { min: 1, max: 2 },
      economy: { min: 5, max: 8 },
    },
  },
  alaska_hawaii: {
    kind: 'alaska_hawaii',
    costFactor: 1.5,
    delivery: {
      standard: { min: 6, max: 10 },
      priority: { min: 4, max: 6 },
      express: { min: 2, max: 4 },
    },
  },
  territories: {
    kind: 'territories',
    costFactor: 2,
    delivery: { standard: { min: 10, max: 20 }, priority: { min: 7, max: 12 } },
  },
  military: { kind: 'military', costFactor: 1.5, delivery: { standard: { min: 14, max: 28 } } },
};
