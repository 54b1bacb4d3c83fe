import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApiAddress } from '../../shared/api/address';
import {
  type ApiShippingMethod,
  type ShippingLineItem,
  shippingMethodsRequestSchema,
  shippingMethodsResponseSchema,
} from '../../shared/api/shipping';
import { findFallbackProduct } from '../../shared/products/fallback-products';
import { offeredMethods } from '../domain/shipping/offered-methods';
import type {
  PrintPartner,
  ShippingQuoteError,
  ShippingQuoteRequest,
} from '../ports/print-partner';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { refuseZipOfAnotherState } from './zip-state-refusal';

/** The picker explains this case itself, known by its code (SPEC §8 Shipping). */
export const NO_SHIPPING_METHODS =
  'No shipping methods available for this address and these products.';
/** The picker shows its 'temporarily unavailable' text for this case, known by its code. */
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
        'unknown_variant',
        `Variant ${error.variantId} is not one our print partner makes. Please remove it from your cart and try again.`,
      );
    case 'not_shippable':
      if (error.reason) log.info({ reason: error.reason }, 'print partner cannot ship there');
      return new HttpError(422, 'no_shipping_methods', NO_SHIPPING_METHODS);
    case 'unavailable':
      log.warn({ reason: error.reason }, 'print partner could not quote shipping');
      return new HttpError(503, 'service_unavailable', SHIPPING_UNAVAILABLE);
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
  const rateLimit: RateLimit = {
    perMinute: deps.quotesPerMinute ?? DEFAULT_QUOTES_PER_MINUTE,
    refusal: () => new HttpError(429, 'rate_limited', TOO_MANY_QUOTES),
  };

  async function quote(
    request: ShippingQuoteRequest,
    log: FastifyBaseLogger,
  ): Promise<ApiShippingMethod[]> {
    const answer = await deps.printPartner.quoteShipping(request);
    if (!answer.ok) throw quoteErrorToHttp(answer, log);
    const offered = offeredMethods(request.address, answer.methods);
    if (offered.length === 0) throw quoteErrorToHttp({ ok: false, code: 'not_shippable' }, log);
    return offered;
  }

  return async function shippingPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/printify/orders/shipping-methods',
        tag: 'Checkout',
        summary: 'The print partner’s shipping methods for an address and cart',
        description:
          'Asked on a successful address submit; prices in cents, the cheapest method first. A courier-only method (Express) is not offered to a PO box.',
        body: jsonBody(shippingMethodsRequestSchema),
        answers: {
          200: json(shippingMethodsResponseSchema, 'The methods.'),
          400: fails('A variant the partner does not make.', 'unknown_variant'),
          422: fails(
            'Nothing ships to this address, or its ZIP code is another state’s.',
            'no_shipping_methods',
            'zip_state_mismatch',
          ),
          503: fails('The print partner cannot be asked just now.', 'service_unavailable'),
        },
        rateLimit,
      },
      async ({ body }, request) => {
        refuseZipOfAnotherState(body.address_to);
        const lines = partnerLines(body.line_items);
        return quote({ address: body.address_to, lines }, request.log);
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/printify/orders/shipping-methods-test',
        tag: 'Checkout',
        summary: 'The methods for a sample canvas to a sample address',
        answers: {
          200: json(shippingMethodsResponseSchema, 'The methods, or [] when they cannot be had.'),
        },
        rateLimit,
      },
      async (_input, request) => {
        const sample = findFallbackProduct(SAMPLE_PRODUCT_ID);
        if (!sample) return [];
        try {
          const lines = [{ variantId: sample.variantId, quantity: 1 }];
          return await quote({ address: SAMPLE_ADDRESS, lines }, request.log);
        } catch (error) {
          request.log.warn({ err: error }, 'sample shipping quote failed');
          return [];
        }
      },
    );
  };
}
