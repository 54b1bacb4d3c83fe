import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  type CalculateTaxResponse,
  calculateTaxRequestSchema,
  calculateTaxResponseSchema,
  type TaxAddress,
} from '../../shared/api/tax';
import { CURRENCY } from '../../shared/constants';
import { US_STATES } from '../../shared/validation/us-states';
import {
  type TaxCalculation,
  type TaxRequest,
  type TaxService,
  TaxServiceError,
} from '../ports/tax-service';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody } from './contract/route-contract';
import { HttpError } from './errors';
import { refuseZipOfAnotherState } from './zip-state-refusal';

const KNOWN_STATES = new Set<string>(US_STATES.map((state) => state.code));

export const ADDRESS_NOT_FOUND_DETAIL =
  'We could not find this address for tax. Please check the street, city, state and ZIP code.';
export const TAX_UNAVAILABLE_DETAIL =
  'Tax calculation is temporarily unavailable. Please try again in a few minutes.';

const TOO_MANY_QUOTES = 'Too many tax quotes asked for. Please wait a minute and try again.';

/**
 * Checkout asks again after each change to the address, shipping or cart, so a shopper needs a
 * few a minute; each costs a call to the tax service (Stripe Tax bills per calculation).
 */
export const DEFAULT_TAX_QUOTES_PER_MINUTE = 60;

type TaxDeps = { tax: TaxService; clock: () => Date; taxQuotesPerMinute?: number };

/** The address as the services expect it: a known US state, by its code in capitals. */
function usAddress(address: TaxAddress): TaxAddress {
  const state = address.state.toUpperCase();
  if (address.country.toUpperCase() !== 'US') {
    throw new HttpError(
      422,
      'unsupported_country',
      'We calculate tax for addresses in the United States only.',
    );
  }
  if (!KNOWN_STATES.has(state))
    throw new HttpError(422, 'unknown_state', `Unknown US state: ${address.state}`);
  return { ...address, state, country: 'US' };
}

/**
 * A service's failure in the shopper's terms; the browser falls back to 8% either way. A quote
 * is not kept: the payment step taxes the order again and keeps that calculation with its
 * checkout, so a stored quote would only be a row anyone could add by the thousand.
 */
async function quote(deps: TaxDeps, request: TaxRequest, log: FastifyBaseLogger) {
  try {
    return await deps.tax.calculate(request, deps.clock());
  } catch (error) {
    if (!(error instanceof TaxServiceError)) throw error;
    log.warn({ err: error, taxService: deps.tax.name }, 'tax calculation failed');
    if (error.code === 'address_not_found')
      throw new HttpError(422, 'address_not_found', ADDRESS_NOT_FOUND_DETAIL);
    throw new HttpError(503, 'service_unavailable', TAX_UNAVAILABLE_DETAIL);
  }
}

function toResponse(calculation: TaxCalculation): CalculateTaxResponse {
  return {
    tax_amount: calculation.taxAmount,
    total_amount: calculation.totalAmount,
    subtotal: calculation.subtotal,
    shipping_cost: calculation.shippingCost,
    tax_breakdown: calculation.breakdown.map((line) => ({
      jurisdiction: line.jurisdiction,
      rate: line.rate,
      amount: line.amount,
      taxable_amount: line.taxableAmount,
    })),
    calculation_id: calculation.id,
    currency: CURRENCY,
    calculatedAt: calculation.calculatedAt.toISOString(),
  };
}

/**
 * POST /api/stripe/products/calculate-tax (the path is the SPEC's whatever service answers).
 * The quote only shapes what the shopper sees; the payment step taxes the order again.
 */
export function taxRoutes(deps: TaxDeps) {
  return async function taxPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/stripe/products/calculate-tax',
        tag: 'Checkout',
        summary: 'Tax on the cart and shipping for a US address',
        description:
          'The quote only shapes what the shopper sees; the payment step taxes the order again. The browser falls back to 8% when this call fails.',
        body: jsonBody(calculateTaxRequestSchema),
        answers: {
          200: json(calculateTaxResponseSchema, 'The tax, its breakdown and the totals.'),
          422: fails(
            'An address the tax service cannot place.',
            'unsupported_country',
            'unknown_state',
            'zip_state_mismatch',
            'address_not_found',
          ),
          503: fails('The tax service is down.', 'service_unavailable'),
        },
        rateLimit: {
          perMinute: deps.taxQuotesPerMinute ?? DEFAULT_TAX_QUOTES_PER_MINUTE,
          refusal: () => new HttpError(429, 'rate_limited', TOO_MANY_QUOTES),
        },
      },
      async ({ body }, request) => {
        const { items, shipping_address, shipping_cost } = body;
        const address = usAddress(shipping_address);
        refuseZipOfAnotherState({
          zip: address.postal_code,
          region: address.state,
          country: address.country,
        });
        const taxRequest: TaxRequest = {
          lines: items.map((item) => ({
            productType: item.productType,
            quantity: item.quantity,
            unitPrice: item.price,
            designId: item.designId,
          })),
          shippingCost: shipping_cost,
          address,
        };
        return toResponse(await quote(deps, taxRequest, request.log));
      },
    );
  };
}
