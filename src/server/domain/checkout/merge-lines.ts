import { PRODUCT_QUANTITY } from '../../../shared/constants';
import type { Cents } from '../../../shared/money';
import type { PricedLine } from './price-lines';

/** Stripe's largest single charge in USD ($999,999.99); a larger total cannot be paid at all. */
export const MAX_CHARGE_CENTS: Cents = 99_999_999;

export type LineLimitFailure =
  | { code: 'quantity_over_cap'; productId: string; quantity: number }
  | { code: 'total_over_cap'; total: Cents };

const lineKey = (line: PricedLine) => `${line.productId}|${line.variantId}|${line.jobId ?? ''}`;

/**
 * One line per product, variant and artwork, in the order first seen: a cart that names the same
 * thing twice is charged and made as one line of the summed quantity.
 */
export function mergeLines(lines: readonly PricedLine[]): PricedLine[] {
  const merged = new Map<string, PricedLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const earlier = merged.get(key);
    merged.set(key, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line);
  }
  return [...merged.values()];
}

/**
 * The product page's own bound per line (PRODUCT_QUANTITY.max), checked after merging so that
 * splitting a line does not get round it, and the processor's largest charge for the total.
 */
export function checkLineLimits(
  lines: readonly PricedLine[],
  total: Cents,
): LineLimitFailure | null {
  const over = lines.find((line) => line.quantity > PRODUCT_QUANTITY.max);
  if (over)
    return { code: 'quantity_over_cap', productId: over.productId, quantity: over.quantity };
  if (total > MAX_CHARGE_CENTS) return { code: 'total_over_cap', total };
  return null;
}

export function describeLineLimitFailure(failure: LineLimitFailure): string {
  switch (failure.code) {
    case 'quantity_over_cap':
      return `Item ${failure.productId} comes to ${failure.quantity} in your cart; at most ${PRODUCT_QUANTITY.max} of one item can be ordered at once.`;
    case 'total_over_cap':
      return `This order comes to more than $${(MAX_CHARGE_CENTS / 100).toLocaleString('en-US')}, the most one card payment can take. Please split it into smaller orders.`;
  }
}
