import { z } from 'zod';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import {
  SHIPPING_METHOD_IDS,
  SHIPPING_METHOD_LABELS,
  type ShippingMethodKey,
} from '../../../domain/shipping/quote-shipping';
import type { ShippingQuote, ShippingQuoteRequest } from '../../../ports/print-partner';
import type { CatalogPlan } from './catalog-plan';
import { PrintifyApiError, type PrintifyClient } from './client';
import { fallbackProductNamed, type PrintifyItem, printifyItemFor } from './fallback-items';

/**
 * POST /v1/shops/{shop_id}/orders/shipping.json answers cents per method it can use, e.g.
 * `{ standard: 1000, express: 5000, priority: 5000, printify_express: 799, economy: 399 }`.
 * Printify Express is a flag on an order, not one of the four method numbers, so it is left out.
 */
const shippingCostsSchema = z.object({
  standard: z.number().int().nonnegative().optional(),
  priority: z.number().int().nonnegative().optional(),
  express: z.number().int().nonnegative().optional(),
  economy: z.number().int().nonnegative().optional(),
});

/**
 * Printify quotes prices only; handling and delivery days are its published typical times for
 * US orders (most orders leave the provider within 2-7 business days), shown as estimates.
 */
const TYPICAL_DAYS: Record<ShippingMethodKey, { handling: number; min: number; max: number }> = {
  standard: { handling: 3, min: 4, max: 8 },
  priority: { handling: 3, min: 2, max: 5 },
  express: { handling: 2, min: 1, max: 3 },
  economy: { handling: 3, min: 6, max: 12 },
};
const METHOD_KEYS = Object.keys(SHIPPING_METHOD_IDS) as ShippingMethodKey[];

export interface PrintifyShippingDeps {
  client: PrintifyClient;
  shopId: string;
  catalogPlan: () => Promise<CatalogPlan>;
}

/** The item a variant we sell is, from our own plan of Printify's catalogue. */
function itemOf(plan: CatalogPlan, variantId: number): PrintifyItem | undefined {
  const product = Object.values(plan).find((candidate) =>
    candidate.variants.some((variant) => variant.id === variantId),
  );
  if (product) {
    return {
      blueprint_id: product.blueprint.id,
      print_provider_id: product.printProviderId,
      variant_id: variantId,
    };
  }
  const fallback = fallbackProductNamed({ variantId });
  return fallback && printifyItemFor(plan, fallback);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function quotePrintifyShipping(
  deps: PrintifyShippingDeps,
  request: ShippingQuoteRequest,
): Promise<ShippingQuote> {
  let plan: CatalogPlan;
  try {
    plan = await deps.catalogPlan();
  } catch (error) {
    return { ok: false, code: 'unavailable', reason: messageOf(error) };
  }
  const lineItems = [];
  for (const line of request.lines) {
    const item = itemOf(plan, line.variantId);
    if (!item) return { ok: false, code: 'unknown_variant', variantId: line.variantId };
    lineItems.push({ ...item, quantity: line.quantity });
  }
  let costs: z.output<typeof shippingCostsSchema>;
  try {
    costs = await deps.client.post(
      `/v1/shops/${deps.shopId}/orders/shipping.json`,
      { line_items: lineItems, address_to: request.address },
      shippingCostsSchema,
    );
  } catch (error) {
    // Printify validates the address and items it was sent: a refusal means it cannot ship them.
    const refused = error instanceof PrintifyApiError && [400, 422].includes(error.status);
    return { ok: false, code: refused ? 'not_shippable' : 'unavailable', reason: messageOf(error) };
  }
  const methods = METHOD_KEYS.flatMap((key): ApiShippingMethod[] => {
    const price = costs[key];
    if (price === undefined) return [];
    const days = TYPICAL_DAYS[key];
    return [
      {
        id: SHIPPING_METHOD_IDS[key],
        ...SHIPPING_METHOD_LABELS[key],
        price,
        handling_days: days.handling,
        min_delivery_days: days.min,
        max_delivery_days: days.max,
      },
    ];
  });
  return methods.length > 0 ? { ok: true, methods } : { ok: false, code: 'not_shippable' };
}
