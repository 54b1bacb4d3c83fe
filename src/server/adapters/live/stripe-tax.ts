import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { TaxProductType } from '../../../shared/api/tax';
import { CURRENCY } from '../../../shared/constants';
import { subtotalOf } from '../../../shared/subtotal';
import { type TaxRequest, type TaxService, TaxServiceError } from '../../ports/tax-service';
import { stripeBreakdown, stripeCalculationSchema } from './stripe-tax-answer';

export interface StripeTaxConfig {
  secretKey: string;
  baseURL?: string;
  /** Per attempt. */
  timeoutMs?: number;
}

/** Stripe Tax product codes: clothing, general tangible goods, and shipping. */
export const STRIPE_TAX_CODES: Record<TaxProductType | 'SHIPPING', string> = {
  T_SHIRT: 'txcd_30011000',
  CANVAS: 'txcd_99999999',
  COFFEE_MUG: 'txcd_99999999',
  SHIPPING: 'txcd_92010001',
};

const DEFAULT_BASE_URL = 'https://api.stripe.com';
const CALCULATIONS_PATH = '/v1/tax/calculations';
const TRANSACTIONS_PATH = '/v1/tax/transactions/create_from_calculation';
const stripeTransactionSchema = z.object({
  id: z.string().min(1),
  object: z.literal('tax.transaction'),
});
// Two attempts of 4 s and a pause fit inside the browser's 10 s wait for the tax call.
const DEFAULT_TIMEOUT_MS = 4_000;
const ATTEMPTS = 2;
const RETRY_PAUSE_MS = 250;
// Stripe's answer to an address it cannot place; the shopper can correct it.
const ADDRESS_NOT_FOUND = 'customer_tax_location_invalid';

/** Stripe's form encoding of a calculation: line totals before tax, the shipping address. */
export function calculationForm(request: TaxRequest, now: Date): URLSearchParams {
  const form = new URLSearchParams({ currency: CURRENCY });
  request.lines.forEach((line, i) => {
    form.set(`line_items[${i}][amount]`, String(line.unitPrice * line.quantity));
    form.set(`line_items[${i}][quantity]`, String(line.quantity));
    // Stripe wants references unique within the calculation.
    form.set(`line_items[${i}][reference]`, `${i + 1}-${line.productType}-${line.designId}`);
    form.set(`line_items[${i}][tax_code]`, STRIPE_TAX_CODES[line.productType]);
    form.set(`line_items[${i}][tax_behavior]`, 'exclusive');
  });
  form.set('shipping_cost[amount]', String(request.shippingCost));
  form.set('shipping_cost[tax_code]', STRIPE_TAX_CODES.SHIPPING);
  form.set('shipping_cost[tax_behavior]', 'exclusive');
  const { address } = request;
  form.set('customer_details[address_source]', 'shipping');
  form.set('customer_details[address][line1]', address.line1);
  if (address.line2) form.set('customer_details[address][line2]', address.line2);
  form.set('customer_details[address][city]', address.city);
  form.set('customer_details[address][state]', address.state);
  form.set('customer_details[address][postal_code]', address.postal_code);
  form.set('customer_details[address][country]', address.country);
  form.set('tax_date', String(Math.floor(now.getTime() / 1000)));
  // Each jurisdiction's share, so the shopper sees 'New York City' beside 'New York'.
  form.append('expand[]', 'line_items.data.tax_breakdown');
  form.append('expand[]', 'shipping_cost.tax_breakdown');
  return form;
}

async function stripeErrorCode(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  return body?.error?.code ?? body?.error?.message ?? response.statusText;
}

const isRetryable = (status: number) => status === 429 || status >= 500;
const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));

/**
 * Stripe Tax: POST /v1/tax/calculations, prices exclusive of tax, the shipping address as the
 * customer's. The id Stripe gives is the calculation id. A busy or failing Stripe is asked
 * twice under one idempotency key; then, like a refused key, it is `unavailable`.
 */
export function createStripeTaxService(config: StripeTaxConfig): TaxService {
  const baseURL = (config.baseURL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(
    path: string,
    form: URLSearchParams,
    idempotencyKey: string = randomUUID(),
  ): Promise<unknown> {
    const url = `${baseURL}${path}`;
    let failure = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) await pause();
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': idempotencyKey,
          },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        failure = `Stripe Tax could not be reached: ${String(error)}`;
        continue;
      }
      // An unreadable success body fails the shape check below like any other nonsense.
      if (response.ok) return response.json().catch(() => null);
      const code = await stripeErrorCode(response);
      if (response.status === 400 && code === ADDRESS_NOT_FOUND) {
        throw new TaxServiceError('address_not_found', `Stripe Tax cannot place the address`);
      }
      failure = `Stripe Tax answered ${response.status} (${code})`;
      if (!isRetryable(response.status)) break;
    }
    throw new TaxServiceError('unavailable', failure);
  }

  return {
    name: 'stripe',
    async calculate(request, now) {
      const answer = stripeCalculationSchema.safeParse(
        await post(CALCULATIONS_PATH, calculationForm(request, now)),
      );
      if (!answer.success) {
        throw new TaxServiceError('unavailable', 'Stripe Tax answered an unexpected shape', {
          cause: answer.error,
        });
      }
      const calculation = answer.data;
      return {
        id: calculation.id,
        subtotal: subtotalOf(request.lines),
        shippingCost: calculation.shipping_cost?.amount ?? request.shippingCost,
        taxAmount: calculation.tax_amount_exclusive,
        totalAmount: calculation.amount_total,
        breakdown: stripeBreakdown(calculation),
        calculatedAt: now,
      };
    },
    async recordTransaction(calculationId, reference) {
      const form = new URLSearchParams({ calculation: calculationId, reference });
      // One key per calculation: a retry after a lost answer finds the first transaction.
      const answer = await post(TRANSACTIONS_PATH, form, `taxtxn-${calculationId}`);
      const parsed = stripeTransactionSchema.safeParse(answer);
      if (!parsed.success) {
        throw new TaxServiceError('unavailable', 'Stripe Tax answered an unexpected shape');
      }
      return parsed.data.id;
    },
  };
}
