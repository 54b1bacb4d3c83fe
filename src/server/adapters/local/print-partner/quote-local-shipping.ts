import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { DESTINATIONS } from '../../../../shared/catalogue/rate-card';
import { destinationClass } from '../../../domain/shipping/destination';
import {
  quoteShipping,
  SHIPPING_METHOD_LABELS,
  type ShippingItem,
} from '../../../domain/shipping/quote-shipping';
import type { ShippingQuote, ShippingQuoteRequest } from '../../../ports/print-partner';
import { listCatalogue } from './catalogue';
import { findVariant } from './catalogue-lookup';
import { BLUEPRINT_RATES } from './shipping-rates';

/** The catalogue's blueprint for a variant it sells now, by the variant id alone. */
function sellingBlueprintOf(variantId: number): number | undefined {
  const blueprint = listCatalogue().find((candidate) =>
    candidate.variants.some((variant) => variant.id === variantId),
  );
  return blueprint && findVariant(blueprint.id, variantId)?.available ? blueprint.id : undefined;
}

/** The local partner's quote from its rate card (see shipping-rates.ts). */
export function quoteLocalShipping(request: ShippingQuoteRequest): ShippingQuote {
  const items: ShippingItem[] = [];
  for (const line of request.lines) {
    const blueprintId = sellingBlueprintOf(line.variantId);
    const rates = blueprintId === undefined ? undefined : BLUEPRINT_RATES.get(blueprintId);
    if (blueprintId === undefined || !rates) {
      return { ok: false, code: 'unknown_variant', variantId: line.variantId };
    }
    items.push({ blueprintId, quantity: line.quantity, rates });
  }
  const kind = destinationClass(request.address);
  const quoted = kind === null ? [] : quoteShipping(items, DESTINATIONS[kind]);
  if (quoted.length === 0) return { ok: false, code: 'not_shippable' };
  const methods = quoted.map(
    (method): ApiShippingMethod => ({
      id: method.id,
      ...SHIPPING_METHOD_LABELS[method.key],
      price: method.price,
      handling_days: method.handlingDays,
      min_delivery_days: method.minDeliveryDays,
      max_delivery_days: method.maxDeliveryDays,
    }),
  );
  return { ok: true, methods };
}
