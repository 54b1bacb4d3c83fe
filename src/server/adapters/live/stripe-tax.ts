import { z } from 'zod';
import type { TaxProductType } from '../../../shared/api/tax';
import { US_STATES } from '../../../shared/validation/us-states';
import type { TaxService } from '../../ports/tax-service';

export interface StripeTaxConfig {
  secretKey: string;
  baseURL?: string;
  timeoutMs?: number;
}

/** Stripe Tax product codes: clothing, general tangible goods, and shipping. */
export const STRIPE_TAX_CODES: Record<TaxProductType | 'SHIPPING', string> = {
  T_SHIRT: 'txcd_30011000',
  CANVAS: 'txcd_99999999',
  COFFEE_MUG: 'txcd_99999999',
  SHIPPING: 'txcd_92010001',
};

/** The parts of Stripe's `tax.calculation` object the store reads. */
const calculationSchema = z.object({
  id: z.string().min(1),
  amount_total: z.number().int(),
  tax_amount_exclusive: z.number().int(),
  shipping_cost: z.object({ amount: z.number().int() }).nullable().optional(),
  tax_breakdown: z.array(
    z.object({
      amount: z.number().int(),
      taxable_amount: z.number().int(),
      tax_rate_details: z.object({
        percentage_decimal: z.string(),
        state: z.string().nullable().optional(),
      }),
    }),
  ),
});

const stateName = (code?: string | null) =>
  US_STATES.find((state) => state.code === code)?.name ?? 'Tax';

/**
 * Stripe Tax: POST /v1/tax/calculations (form-encoded), prices exclusive of tax, the shipping
 * address as the customer's. The id Stripe gives is the calculation id.
 */
export function createStripeTaxService(config: StripeTaxConfig): TaxService {
  const baseURL = config.baseURL ?? 'https://api.stripe.com';
  return {
    name: 'stripe',
    async calculate(request, now) {
      const form = new URLSearchParams({ currency: 'usd' });
      request.lines.forEach((line, i) => {
        form.set(`line_items[${i}][amount]`, String(line.unitPrice * line.quantity));
        form.set(`line_items[${i}][quantity]`, String(line.quantity));
        form.set(`line_items[${i}][reference]`, `${i}-${line.designId}`.slice(0, 200));
        form.set(`line_items[${i}][tax_code]`, STRIPE_TAX_CODES[line.productType]);
        form.set(`line_items[${i}][tax_behavior]`, 'exclusive');
      });
      form.set('shipping_cost[amount]', String(request.shippingCost));
      form.set('shipping_cost[tax_code]', STRIPE_TAX_CODES.SHIPPING);
      const { address } = request;
      form.set('customer_details[address_source]', 'shipping');
      form.set('customer_details[address][line1]', address.line1);
      if (address.line2) form.set('customer_details[address][line2]', address.line2);
      form.set('customer_details[address][city]', address.city);
      form.set('customer_details[address][state]', address.state);
      form.set('customer_details[address][postal_code]', address.postal_code);
      form.set('customer_details[address][country]', address.country);

      const response = await fetch(`${baseURL}/v1/tax/calculations`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`Stripe Tax answered ${response.status}`);
      const calculation = calculationSchema.parse(await response.json());
      const subtotal = request.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      return {
        id: calculation.id,
        subtotal,
        shippingCost: calculation.shipping_cost?.amount ?? request.shippingCost,
        taxAmount: calculation.tax_amount_exclusive,
        totalAmount: calculation.amount_total,
        breakdown: calculation.tax_breakdown
          .filter((line) => line.amount > 0 || line.taxable_amount > 0)
          .map((line) => ({
            jurisdiction: stateName(line.tax_rate_details.state),
            rate: Number(line.tax_rate_details.percentage_decimal) / 100,
            amount: line.amount,
            taxableAmount: line.taxable_amount,
          })),
        calculatedAt: now,
      };
    },
  };
}
