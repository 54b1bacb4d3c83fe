import type { Cents } from '../../../shared/money';

/**
 * Shipping quotes as Printify makes them: per method, each blueprint in the order pays a
 * first-item cost once and an additional-item cost for every further unit; a method is offered
 * only when every blueprint in the order can travel by it to that destination.
 */
export type DestinationClass = 'contiguous' | 'alaska_hawaii' | 'territories' | 'military';

/** Printify's own shipping-method numbers, which the order call sends as `shipping_method_id`. */
export const SHIPPING_METHOD_IDS = { standard: 1, priority: 2, express: 3, economy: 4 } as const;
export type ShippingMethodKey = keyof typeof SHIPPING_METHOD_IDS;

export interface MethodRate {
  first: Cents;
  additional: Cents;
}

export interface BlueprintRates {
  handlingDays: number;
  /** What each method costs for this blueprint to the contiguous US; absent: not offered. */
  methods: Partial<Record<ShippingMethodKey, MethodRate>>;
  /** Destinations this blueprint is never shipped to. */
  notShippedTo: readonly DestinationClass[];
}

export interface DestinationTerms {
  /** Multiplies every contiguous-US cost. */
  costFactor: number;
  /** Delivery windows in days; a method missing here is not offered to the destination. */
  delivery: Partial<Record<ShippingMethodKey, { min: number; max: number }>>;
}

export interface QuotedMethod {
  id: number;
  key: ShippingMethodKey;
  price: Cents;
  handlingDays: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
}

const TERRITORIES = new Set(['PR', 'GU', 'VI', 'AS', 'MP', 'UM']);
const MILITARY = new Set(['AA', 'AE', 'AP']);

export function destinationClass(region: string): DestinationClass {
  const code = region.trim().toUpperCase();
  if (code === 'AK' || code === 'HI') return 'alaska_hawaii';
  if (TERRITORIES.has(code)) return 'territories';
  if (MILITARY.has(code)) return 'military';
  return 'contiguous';
}

/** The methods that can carry every group of `units` (blueprint rates and quantity) there. */
export function quoteShipping(
  groups: readonly { rates: BlueprintRates; quantity: number }[],
  destination: DestinationTerms & { kind: DestinationClass },
): QuotedMethod[] {
  if (groups.length === 0) return [];
  if (groups.some((group) => group.rates.notShippedTo.includes(destination.kind))) return [];
  const keys = Object.keys(SHIPPING_METHOD_IDS) as ShippingMethodKey[];
  return keys.flatMap((key) => {
    const window = destination.delivery[key];
    const rates = groups.map((group) => group.rates.methods[key]);
    if (!window || rates.some((rate) => rate === undefined)) return [];
    const contiguousCost = groups.reduce((sum, group, i) => {
      const rate = rates[i] as MethodRate;
      return sum + rate.first + rate.additional * (group.quantity - 1);
    }, 0);
    return [
      {
        id: SHIPPING_METHOD_IDS[key],
        key,
        price: Math.round(contiguousCost * destination.costFactor),
        handlingDays: Math.max(...groups.map((group) => group.rates.handlingDays)),
        minDeliveryDays: window.min,
        maxDeliveryDays: window.max,
      },
    ];
  });
}
