import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApiAddress } from '../../shared/api/address';
import {
  type ApiShippingMethod,
  type ShippingLineItem,
  shippingMethodsRequestSchema,
} from '../../shared/api/shipping';
import { findFallbackProduct } from '../../shared/products/fallback-products';
import type {
  PrintPartner,
  ShippingQuoteError,
  ShippingQuoteRequest,
} from '../ports/print-partner';
import { HttpError, zodDetail } from './errors';
import { refuseZipOfAnotherState } from './zip-state-refusal';

/** The picker explains this case itself when the detail says so (SPEC §8 Shipping). */
export const NO_SHIPPING_METHODS =
  'No shipping methods available for this address and these products.';
/** Contains the words the picker looks for to show its 'temporarily unavailable' text. */
export const SHIPPING_UNAVAILABLE =
  'The shipping service is currently unavailable. Please try again in a few minutes.';
const TOO_MANY_QUOTES = 'Too many shipping quotes asked for. Please wait a minute and try again.';

/**
 * A live quote costs a call to the partner (Printify allows a shop 600 calls a minute), so each
 * client address gets a modest number a minute; shoppers behind one shared address still fit.
 */
export const DEFAULT_QUOTES_PER_MINUTE = 60;

/** Fallback products are made as a real partner variant; everything else names its own. */
function partnerLines(items: readonly ShippingLineItem[]): ShippingQuoteRequest['lines'] {
  return items.map((item) => ({
    variantId: findFallbackProduct(item.product_id)?.variantId ?? item.variant_id,
    quantity: item.quantity,
  }));
}

function quoteErrorToHttp(error: ShippingQuoteError, log: FastifyBaseLogger): HttpError {
  switch (error.code) {
    case 'unknown_variant':
      return new HttpError(
        400,
        `Variant ${error.variantId} is not one our print partner makes. Please remove it from your cart and try again.`,
      );
    case 'not_shippable':
      if (error.reason) log.info({ reason: error.reason }, 'print partner cannot ship there');
      return new HttpError(422, NO_SHIPPING_METHODS);
    case 'unavailable':
      log.warn({ reason: error.reason }, 'print partner could not quote shipping');
      return new HttpError(503, SHIPPING_UNAVAILABLE);
  }
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
const SAMPLE_PRODUCT_ID = 'fallback-canvas';

/**
 * POST /api/printify/orders/shipping-methods: the partner's methods for an address and cart.
 * GET …/shipping-methods-test: the methods for a sample canvas to a sample address, or [].
 */
export function shippingRoutes(deps: { printPartner: PrintPartner; quotesPerMinute?: number }) {
  const limit = {
    rateLimit: { max: deps.quotesPerMinute ?? DEFAULT_QUOTES_PER_MINUTE, timeWindow: '1 minute' },
  };

  async function quote(
    request: ShippingQuoteRequest,
    log: FastifyBaseLogger,
  ): Promise<ApiShippingMethod[]> {
    const answer = await deps.printPartner.quoteShipping(request);
    if (!answer.ok) throw quoteErrorToHttp(answer, log);
    return answer.methods;
  }

  return async function shippingPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_QUOTES),
    });

    app.post('/api/printify/orders/shipping-methods', { config: limit }, async (request) => {
      const parsed = shippingMethodsRequestSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
      refuseZipOfAnotherState(parsed.data.address_to);
      const lines = partnerLines(parsed.data.line_items);
      return quote({ address: parsed.data.address_to, lines }, request.log);
    });

    app.get('/api/printify/orders/shipping-methods-test', { config: limit }, async (request) => {
      const sample = findFallbackProduct(SAMPLE_PRODUCT_ID);
      if (!sample) return [];
      try {
        const lines = [{ variantId: sample.variantId, quantity: 1 }];
        return await quote({ address: SAMPLE_ADDRESS, lines }, request.log);
      } catch (error) {
        request.log.warn({ err: error }, 'sample shipping quote failed');
        return [];
      }
    });
  };
}
