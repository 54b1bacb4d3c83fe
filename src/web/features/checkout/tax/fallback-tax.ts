import type { TaxResult } from '../../../../shared/api/tax';
import { CURRENCY, FALLBACK_TAX_RATE } from '../../../../shared/constants';
import type { Cents } from '../../../../shared/money';

export const FALLBACK_TAX_WARNING = 'Using fallback tax calculation';

/** When the tax call fails: 8% of subtotal plus shipping (SPEC §8 Tax), to the nearest cent. */
export function fallbackTax(subtotal: Cents, shippingCost: Cents, now: Date): TaxResult {
  const taxableAmount = subtotal + shippingCost;
  const taxAmount = Math.round(taxableAmount * FALLBACK_TAX_RATE);
  return {
    taxAmount,
    totalAmount: taxableAmount + taxAmount,
    subtotal,
    shippingCost,
    breakdown: [{ jurisdiction: 'Tax', rate: FALLBACK_TAX_RATE, amount: taxAmount, taxableAmount }],
    currency: CURRENCY,
    calculatedAt: now.toISOString(),
  };
}
