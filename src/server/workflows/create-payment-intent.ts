import { randomUUID } from 'node:crypto';
import type { ApiAddress } from '../../shared/api/address';
import { TAX_PRODUCT_TYPE_BY_CART_TYPE } from '../../shared/api/tax';
import { CURRENCY } from '../../shared/constants';
import { sumCents } from '../../shared/money';
import type { CheckoutsRepository } from '../db/checkouts-repository';
import type { JobsRepository } from '../db/jobs-repository';
import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import { type CheckoutFailure, failure } from '../domain/checkout/checkout-failure';
import type { Owner } from '../domain/checkout/checkout-record';
import {
  describePriceLineFailure,
  type LineRequest,
  type PricedLine,
  priceLine,
} from '../domain/checkout/price-lines';
import {
  type CardProcessor,
  CardProcessorUnavailableError,
  type PaymentIntent,
} from '../ports/card-processor';
import type { PrintPartner } from '../ports/print-partner';
import { type TaxCalculation, type TaxService, TaxServiceError } from '../ports/tax-service';
import { calculateTax } from './calculate-tax';
import { quoteChosenMethod } from './quote-chosen-method';
import { readJobProducts } from './read-job-products';

export interface PaymentIntentDeps {
  jobs: JobsRepository;
  printPartner: PrintPartner;
  tax: TaxService;
  taxCalculations: TaxCalculationsRepository;
  cardProcessor: CardProcessor;
  checkouts: CheckoutsRepository;
  clock: () => Date;
}

export interface PaymentIntentInput {
  lines: LineRequest[];
  address: ApiAddress;
  shippingMethodId: number;
  email: string;
  owner: Owner;
}

export type PaymentIntentOutcome =
  | { ok: true; clientSecret: string; paymentIntentId: string; totalAmount: number }
  | { ok: false; failure: CheckoutFailure };

async function priceAll(
  jobs: JobsRepository,
  requests: LineRequest[],
): Promise<{ ok: true; lines: PricedLine[] } | { ok: false; failure: CheckoutFailure }> {
  const products = await readJobProducts(
    jobs,
    requests.flatMap((line) => (line.jobId ? [line.jobId] : [])),
  );
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
  return { ok: true, lines };
}

/**
 * Prices the cart from the server's own records (line prices, a fresh shipping quote for the
 * chosen method, tax computed again for the address), creates a payment intent for that
 * total and keeps the checkout under the intent's id. Nothing the browser says about money is
 * used.
 */
export async function createPaymentIntent(
  deps: PaymentIntentDeps,
  input: PaymentIntentInput,
): Promise<PaymentIntentOutcome> {
  const priced = await priceAll(deps.jobs, input.lines);
  if (!priced.ok) return priced;
  const { lines } = priced;
  const shipping = await quoteChosenMethod(
    deps.printPartner,
    input.address,
    lines,
    input.shippingMethodId,
  );
  if (!shipping.ok) return shipping;

  let calculation: TaxCalculation;
  try {
    calculation = await calculateTax(deps, {
      lines: lines.map((line) => ({
        productType: TAX_PRODUCT_TYPE_BY_CART_TYPE[line.productType],
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        designId: line.jobId ?? line.productId,
      })),
      shippingCost: shipping.cost,
      address: {
        line1: input.address.address1,
        line2: input.address.address2 || undefined,
        city: input.address.city,
        state: input.address.region.toUpperCase(),
        postal_code: input.address.zip,
        country: input.address.country,
      },
    });
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

  const subtotal = sumCents(lines.map((line) => line.unitPrice * line.quantity));
  const totalAmount = subtotal + shipping.cost + calculation.taxAmount;
  const metadata: Record<string, string> = { tax_calculation_id: calculation.id };
  if (input.owner.customerId) metadata.customer_id = input.owner.customerId;
  if (input.owner.guestSessionId) metadata.guest_session_id = input.owner.guestSessionId;

  let intent: PaymentIntent;
  try {
    intent = await deps.cardProcessor.createIntent({
      amount: totalAmount,
      currency: CURRENCY,
      receiptEmail: input.email,
      metadata,
      idempotencyKey: `checkout-${randomUUID()}`,
    });
  } catch (error) {
    if (!(error instanceof CardProcessorUnavailableError)) throw error;
    return {
      ok: false,
      failure: failure(
        'unavailable',
        'Payments are temporarily unavailable. Please try again in a few minutes.',
      ),
    };
  }

  await deps.checkouts.insert({
    paymentIntentId: intent.id,
    owner: input.owner,
    email: input.email,
    lines,
    address: input.address,
    shippingMethodId: input.shippingMethodId,
    shippingCost: shipping.cost,
    taxCalculationId: calculation.id,
    subtotal,
    taxAmount: calculation.taxAmount,
    totalAmount,
    currency: CURRENCY,
    status: 'open',
    createdAt: deps.clock(),
  });
  return { ok: true, clientSecret: intent.clientSecret, paymentIntentId: intent.id, totalAmount };
}
