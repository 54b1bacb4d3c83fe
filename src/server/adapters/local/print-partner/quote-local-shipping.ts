import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { destinationClass, quoteShipping } from '../../../domain/shipping/quote-shipping';
import type { ShippingQuote, ShippingQuoteRequest } from '../../../ports/print-partner';
import { listCatalogue } from './catalogue';
import { BLUEPRINT_RATES, DESTINATIONS, METHOD_NAMES } from './shipping-rates';

function blueprintOfVariant(variantId: number): number | undefined {
  return listCatalogue().find((blueprint) =>
    blueprint.variants.some((variant) => variant.id === variantId),
  )?.id;
}

/** The local partner's quote from its rate card (see shipping-rates.ts). */
export function quoteLocalShipping(request: ShippingQuoteRequest): ShippingQuote {
  const quantities = new Map<number, number>();
  for (const line of request.lines) {
    const blueprintId = blueprintOfVariant(line.variantId);
    if (blueprintId === undefined) {
      return { ok: false, code: 'unknown_variant', variantId: line.variantId };
    }
    quantities.set(blueprintId, (quantities.get(blueprintId) ?? 0) + line.quantity);
  }
  const groups = [...quantities].flatMap(([blueprintId, quantity]) => {
    const rates = BLUEPRINT_RATES.get(blueprintId);
    return rates ? [{ rates, quantity }] : [];
  });
  const kind = destinationClass(request.address.region);
  const methods = quoteShipping(groups, { kind, ...DESTINATIONS[kind] }).map(
    (method): ApiShippingMethod => ({
      id: method.id,
      ...METHOD_NAMES[method.key],
      price: method.price,
      handling_days: method.handlingDays,
      min_delivery_days: method.minDeliveryDays,
      max_delivery_days: method.maxDeliveryDays,
    }),
  );
  return { ok: true, methods };
}
