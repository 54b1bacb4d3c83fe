import { z } from 'zod';
import { DEFAULT_JURISDICTION_NAME } from '../../../shared/api/tax';
import { US_STATES } from '../../../shared/validation/us-states';
import type { TaxCalculation } from '../../ports/tax-service';

const cents = z.number().int();
/** Stripe writes rates as percent strings: 8.875% is "8.875". */
const percentDecimal = z.string().regex(/^\d+(\.\d+)?$/);

/** One jurisdiction's share of a line's tax (expanded on line items and shipping). */
const jurisdictionTaxSchema = z.object({
  amount: cents,
  taxable_amount: cents,
  jurisdiction: z.object({ display_name: z.string().min(1) }),
  /** Null when the jurisdiction imposes no tax on the line (exempt, not collecting). */
  tax_rate_details: z.object({ percentage_decimal: percentDecimal }).nullable(),
});
type JurisdictionTax = z.infer<typeof jurisdictionTaxSchema>;

/** The parts of Stripe's documented `tax.calculation` object the store reads. */
export const stripeCalculationSchema = z.object({
  id: z.string().min(1),
  amount_total: cents,
  tax_amount_exclusive: cents,
  line_items: z
    .object({
      has_more: z.boolean(),
      data: z.array(z.object({ tax_breakdown: z.array(jurisdictionTaxSchema).nullish() })),
    })
    .nullish(),
  shipping_cost: z
    .object({ amount: cents, tax_breakdown: z.array(jurisdictionTaxSchema).nullish() })
    .nullish(),
  tax_breakdown: z.array(
    z.object({
      amount: cents,
      taxable_amount: cents,
      tax_rate_details: z.object({
        percentage_decimal: percentDecimal,
        state: z.string().nullish(),
      }),
    }),
  ),
});
export type StripeCalculation = z.infer<typeof stripeCalculationSchema>;

type Breakdown = TaxCalculation['breakdown'];

/** "8.875" -> 0.08875, moving the decimal point rather than dividing a binary fraction. */
export const percentToFraction = (percent: string): number => Number(`${percent}e-2`);

const stateName = (code: string | null | undefined) =>
  US_STATES.find((state) => state.code === code)?.name ?? DEFAULT_JURISDICTION_NAME;

/** Sums each jurisdiction's tax over every line and the shipping, by name and rate. */
function byJurisdiction(parts: readonly JurisdictionTax[]): Breakdown {
  const entries = new Map<string, Breakdown[number]>();
  for (const part of parts) {
    if (!part.tax_rate_details) continue;
    const { percentage_decimal } = part.tax_rate_details;
    const key = `${part.jurisdiction.display_name}|${percentage_decimal}`;
    const entry = entries.get(key) ?? {
      jurisdiction: part.jurisdiction.display_name,
      rate: percentToFraction(percentage_decimal),
      amount: 0,
      taxableAmount: 0,
    };
    entry.amount += part.amount;
    entry.taxableAmount += part.taxable_amount;
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/**
 * The breakdown the shopper sees: each jurisdiction by its own name ('New York', 'New York
 * City', ...) from the expanded line items and shipping. Should Stripe leave any of those out
 * (a truncated list, a field not expanded), the parts would not add up to the tax, and the
 * calculation's own breakdown by rate, named by state, is used instead.
 */
export function stripeBreakdown(calculation: StripeCalculation): Breakdown {
  const lines = calculation.line_items;
  const parts = [
    ...(lines?.data.flatMap((line) => line.tax_breakdown ?? []) ?? []),
    ...(calculation.shipping_cost?.tax_breakdown ?? []),
  ];
  const jurisdictions = byJurisdiction(parts);
  const covered = jurisdictions.reduce((sum, entry) => sum + entry.amount, 0);
  if (lines && !lines.has_more && covered === calculation.tax_amount_exclusive) {
    return jurisdictions;
  }
  return calculation.tax_breakdown
    .filter((entry) => entry.amount > 0 || entry.taxable_amount > 0)
    .map((entry) => ({
      jurisdiction: stateName(entry.tax_rate_details.state),
      rate: percentToFraction(entry.tax_rate_details.percentage_decimal),
      amount: entry.amount,
      taxableAmount: entry.taxable_amount,
    }));
}
