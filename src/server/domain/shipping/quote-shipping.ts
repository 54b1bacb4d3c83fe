import type { DestinationRates, ProductRates } from '../../../shared/catalogue/rate-card';
import type { Cents } from '../../../shared/money';

/**
 * Shipping quotes as Printify makes them: per method, each blueprint in the order pays its
 * first-item cost once and its additional-item cost for every further unit (Printify ships
 * items of one product type from one provider together); a method is offered only when every
 * blueprint in the order can travel by it to the destination.
 */

/** Printify's own shipping-method numbers, which the order call sends as `shipping_method_id`. */
export const SHIPPING_METHOD_IDS = { standard: 1, priority: 2, express: 3, economy: 4 } as const;
export type ShippingMethodKey = keyof typeof SHIPPING_METHOD_IDS;
const METHOD_KEYS = Object.keys(SHIPPING_METHOD_IDS) as ShippingMethodKey[];

/** What the shopper reads about each method, whichever partner carries it. */
export const SHIPPING_METHOD_LABELS: Record<
  ShippingMethodKey,
  { name: string; description: string }
> = {
  standard: { name: 'Standard', description: 'Tracked delivery with the regular postal service.' },
  priority: {
    name: 'Priority',
    description: 'Made before the rest and sent by a faster tracked service.',
  },
  express: { name: 'Express', description: 'Our fastest courier delivery.' },
  economy: { name: 'Economy', description: 'The lowest price, a little slower.' },
};

/** The name the shopper chose a method by, for an e-mail or the back office; Standard if unknown. */
export function shippingMethodName(id: number): string {
  const key = METHOD_KEYS.find((each) => SHIPPING_METHOD_IDS[each] === id);
  return key ? SHIPPING_METHOD_LABELS[key].name : 'Standard';
}

export interface ShippingItem {
  blueprintId: number;
  quantity: number;
  rates: ProductRates;
}

export interface QuotedMethod {
  id: number;
  key: ShippingMethodKey;
  price: Cents;
  handlingDays: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
}

/** Units per blueprint, with the blueprint's rates. */
function groupByBlueprint(items: readonly ShippingItem[]) {
  const groups = new Map<number, { rates: ProductRates; quantity: number }>();
  for (const item of items) {
    const group = groups.get(item.blueprintId);
    if (group) group.quantity += item.quantity;
    else groups.set(item.blueprintId, { rates: item.rates, quantity: item.quantity });
  }
  return [...groups.values()];
}

/** The methods, in Printify's order, that can carry every item to the destination. */
export function quoteShipping(
  items: readonly ShippingItem[],
  destination: DestinationRates,
): QuotedMethod[] {
  const groups = groupByBlueprint(items);
  if (groups.length === 0) return [];
  if (groups.some((group) => group.rates.notShippedTo.includes(destination.kind))) return [];
  return METHOD_KEYS.flatMap((key) => {
    const window = destination.delivery[key];
    if (!window) return [];
    let contiguousCost = 0;
    // The order ships when its slowest item is made.
    let handlingDays = 0;
    for (const group of groups) {
      const rate = group.rates.methods[key];
      if (!rate) return [];
      contiguousCost += rate.first + rate.additional * (group.quantity - 1);
      handlingDays = Math.max(handlingDays, rate.handlingDays ?? group.rates.handlingDays);
    }
    return [
      {
        id: SHIPPING_METHOD_IDS[key],
        key,
        price: Math.round(contiguousCost * destination.costFactor),
        handlingDays,
        minDeliveryDays: window.min,
        maxDeliveryDays: window.max,
      },
    ];
  });
}
