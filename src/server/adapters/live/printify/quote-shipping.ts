import { z } from 'zod';
import type { ApiShippingMethod } from '../../../../shared/api/shipping';
import { SHIPPING_METHOD_IDS } from '../../../domain/shipping/quote-shipping';
import type { ShippingQuote, ShippingQuoteRequest } from '../../../ports/print-partner';
import type { PrintifyClient } from './client';

/** POST /v1/shops/{shop_id}/orders/shipping.json answers cents per method it can use. */
const shippingCostsSchema = z.object({
  standard: z.number().int().nonnegative().optional(),
  priority: z.number().int().nonnegative().optional(),
  express: z.number().int().nonnegative().optional(),
  economy: z.number().int().nonnegative().optional(),
});

/**
 * Printify quotes prices only; handling and delivery days are its published typical times
 * for US orders, shown as estimates.
 */
const METHODS = [
  { key: 'standard', name: 'Standard', handling: 3, min: 4, max: 8 },
  { key: 'priority', name: 'Priority', handling: 3, min: 2, max: 5 },
  { key: 'express', name: 'Express', handling: 2, min: 1, max: 3 },
  { key: 'economy', name: 'Economy', handling: 3, min: 6, max: 12 },
] as const;

export async function quotePrintifyShipping(
  deps: { client: PrintifyClient; shopId: string },
  request: ShippingQuoteRequest,
): Promise<ShippingQuote> {
  const costs = await deps.client.post(
    `/v1/shops/${deps.shopId}/orders/shipping.json`,
    {
      line_items: request.lines.map((line) => ({
        print_provider_id: line.printProviderId,
        blueprint_id: line.blueprintId,
        variant_id: line.variantId,
        quantity: line.quantity,
      })),
      address_to: request.address,
    },
    shippingCostsSchema,
  );
  const methods = METHODS.flatMap((method): ApiShippingMethod[] => {
    const price = costs[method.key];
    if (price === undefined) return [];
    return [
      {
        id: SHIPPING_METHOD_IDS[method.key],
        name: method.name,
        description: undefined,
        price,
        handling_days: method.handling,
        min_delivery_days: method.min,
        max_delivery_days: method.max,
      },
    ];
  });
  return { ok: true, methods };
}
