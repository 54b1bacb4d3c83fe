import type { ApiAddress } from '../../shared/api/address';
import { TAX_PRODUCT_TYPE_BY_CART_TYPE } from '../../shared/api/tax';
import type { Cents } from '../../shared/money';
import { subtotalOf } from '../../shared/subtotal';
import type { JobVariationsRepository } from '../db/job-variations-repository';
import type { JobsRepository } from '../db/jobs-repository';
import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import { type CheckoutFailure, failure } from '../domain/checkout/checkout-failure';
import {
  checkLineLimits,
  describeLineLimitFailure,
  mergeLines,
} from '../domain/checkout/merge-lines';
import {
  describePriceLineFailure,
  type LineRequest,
  type PricedLine,
  priceLine,
} from '../domain/checkout/price-lines';
import type { Requester } from '../domain/job-owner';
import type { PrintPartner } from '../ports/print-partner';
import { type TaxCalculation, type TaxService, TaxServiceError } from '../ports/tax-service';
import { calculateTax } from './calculate-tax';
import { quoteChosenMethod } from './quote-chosen-method';
import { readJobProducts } from './read-job-products';

export interface PriceCheckoutDeps {
  jobs: JobsRepository;
  variations: JobVariationsRepository;
  printPartner: PrintPartner;
  tax: TaxService;
  taxCalculations: TaxCalculationsRepository;
  clock: () => Date;
}

/** A cart priced from the server's own records, duplicates merged, within the limits. */
export interface PricedCheckout {
  lines: PricedLine[];
  shippingCost: Cents;
  taxCalculationId: string;
  subtotal: Cents;
  taxAmount: Cents;
  totalAmount: Cents;
}

export type PriceCheckoutOutcome =
  | ({ ok: true } & PricedCheckout)
  | { ok: false; failure: CheckoutFailure };

/** A job's products are for sale to the job's owner only (issue 22 point 5). */
export const NOT_YOUR_ARTWORK =
  'This artwork was made by another shopper, so its products cannot be bought here. Please remove them from your cart.';

async function priceLines(
  deps: Pick<PriceCheckoutDeps, 'jobs' | 'variations'>,
  requests: LineRequest[],
  buyer: Requester,
): Promise<{ ok: true; lines: PricedLine[] } | { ok: false; failure: CheckoutFailure }> {
  const { products, foreign } = await readJobProducts(
    deps,
    requests.flatMap((line) => (line.jobId ? [line.jobId] : [])),
    buyer,
  );
  if (foreign.length > 0) return { ok: false, failure: failure('not_yours', NOT_YOUR_ARTWORK) };
  const lines: PricedLine[] = [];
  for (const request of requests) {
    const priced = priceLine(request, request.jobId ? products.get(request.jobId) : undefined);
    if (!priced.ok)
      return {
        ok: false,
        failure: failure('unpriceable', describePriceLineFailure(priced.failure)),
      };
    lines.push(priced.line);
  }
  return { ok: true, lines: mergeLines(lines) };
}

async function taxFor(
  deps: PriceCheckoutDeps,
  lines: PricedLine[],
  shippingCost: Cents,
  address: ApiAddress,
): Promise<{ ok: true; calculation: TaxCalculation } | { ok: false; failure: CheckoutFailure }> {
  try {
    const calculation = await calculateTax(deps, {
      lines: lines.map((line) => ({
        productType: TAX_PRODUCT_TYPE_BY_CART_TYPE[line.productType],
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        designId: line.jobId ?? line.productId,
      })),
      shippingCost,
      address: {
        line1: address.address1,
        line2: address.address2 || undefined,
        city: address.city,
        state: address.region.toUpperCase(),
        postal_code: address.zip,
        country: address.country,
      },
    });
    return { ok: true, calculation };
  } catch (error) {
    if (!(error instanceof TaxServiceError)) throw error;
    return error.code === 'address_not_found'
      ? {
          ok: false,
          failure: failure(
            'undeliverable',
            'We could not find this address for tax. Please check the street, city, state and ZIP code.',
          ),
        }
      : {
          ok: false,
          failure: failure(
            'unavailable',
            'Tax calculation is temporarily unavailable. Please try again in a few minutes.',
          ),
        };
  }
}

/**
 * Prices the cart from the server's own records, for a buyer who owns every job it names: line prices, a fresh shipping quote for the
 * chosen method, tax computed again for the address. Nothing the browser says about money is
 * used. Duplicate lines become one; a line or a total past the limits is refused before any
 * quote is asked for, and the total again once shipping and tax are in.
 */
export async function priceCheckout(
  deps: PriceCheckoutDeps,
  input: { lines: LineRequest[]; address: ApiAddress; shippingMethodId: number; buyer: Requester },
): Promise<PriceCheckoutOutcome> {
  const priced = await priceLines(deps, input.lines, input.buyer);
  if (!priced.ok) return priced;
  const { lines } = priced;
  const subtotal = subtotalOf(lines);
  const tooMuch = (total: Cents) => {
    const limit = checkLineLimits(lines, total);
    return (
      limit && {
        ok: false as const,
        failure: failure('over_limit', describeLineLimitFailure(limit)),
      }
    );
  };
  const beforeQuotes = tooMuch(subtotal);
  if (beforeQuotes) return beforeQuotes;

  const shipping = await quoteChosenMethod(
    deps.printPartner,
    input.address,
    lines,
    input.shippingMethodId,
  );
  if (!shipping.ok) return shipping;
  const tax = await taxFor(deps, lines, shipping.cost, input.address);
  if (!tax.ok) return tax;

  const totalAmount = subtotal + shipping.cost + tax.calculation.taxAmount;
  const afterQuotes = tooMuch(totalAmount);
  if (afterQuotes) return afterQuotes;
  return {
    ok: true,
    lines,
    shippingCost: shipping.cost,
    taxCalculationId: tax.calculation.id,
    subtotal,
    taxAmount: tax.calculation.taxAmount,
    totalAmount,
  };
}
