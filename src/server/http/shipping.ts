import type { FastifyInstance } from 'fastify';
import type { ApiAddress } from '../../shared/api/address';
import {
  type ApiShippingMethod,
  type ShippingLineItem,
  shippingMethodsRequestSchema,
} from '../../shared/api/shipping';
import { findFallbackProduct } from '../../shared/products/fallback-products';
import type { PrintPartner, ShippingQuoteRequest } from '../ports/print-partner';
import { HttpError, zodDetail } from './errors';

export const NO_SHIPPING_METHODS =
  'No shipping methods available for this address and these products.';

/** Fallback products are made as a real partner variant; everything else names its own. */
function partnerLines(items: readonly ShippingLineItem[]): ShippingQuoteRequest['lines'] {
  return items.map((item) => ({
    variantId: findFallbackProduct(item.product_id)?.variantId ?? item.variant_id,
    quantity: item.quantity,
    blueprintId: item.blueprint_id,
    printProviderId: item.print_provider_id,
  }));
}

const SAMPLE_ADDRESS: ApiAddress = {
  first_name: 'Sample',
  last_name: 'Shopper',
  email: 'sample@example.com',
  phone: '',
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  region: 'NY',
  zip: '10118',
  country: 'US',
};

/**
 * POST /api/printify/orders/shipping-methods: the partner's methods for an address and cart.
 * GET …/shipping-methods-test: the methods for a sample address and a sample canvas, or [].
 */
export function shippingRoutes(deps: { printPartner: PrintPartner }) {
  async function quote(request: ShippingQuoteRequest): Promise<ApiShippingMethod[]> {
    const answer = await deps.printPartner.quoteShipping(request);
    if (!answer.ok) {
      throw new HttpError(
        400,
        `We do not make variant ${answer.variantId}; please remove it from your cart.`,
      );
    }
    if (answer.methods.length === 0) throw new HttpError(422, NO_SHIPPING_METHODS);
    return answer.methods;
  }

  return async function shippingPlugin(app: FastifyInstance) {
    app.post('/api/printify/orders/shipping-methods', async (request) => {
      const parsed = shippingMethodsRequestSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
      return quote({
        address: parsed.data.address_to,
        lines: partnerLines(parsed.data.line_items),
      });
    });

    app.get('/api/printify/orders/shipping-methods-test', async (request) => {
      const sample = findFallbackProduct('fallback-canvas');
      if (!sample) return [];
      try {
        return await quote({
          address: SAMPLE_ADDRESS,
          lines: [{ variantId: sample.variantId, quantity: 1, blueprintId: 1, printProviderId: 1 }],
        });
      } catch (error) {
        request.log.warn({ err: error }, 'sample shipping quote failed');
        return [];
      }
    });
  };
}
