import { createHash } from 'node:crypto';
import type { ApiAddress } from '../../../shared/api/address';
import type { Cents } from '../../../shared/money';
import type { Owner } from './checkout-record';
import type { LineRequest, PricedLine } from './price-lines';

export interface CheckoutContent {
  owner: Owner;
  email: string;
  lines: readonly PricedLine[];
  address: ApiAddress;
  shippingMethodId: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What a shopper asked for, as one hash: who, which lines (merged), where to and how. Two
 * requests with the same fingerprint may share one payment intent; any change re-prices it.
 */
export function checkoutFingerprint(content: CheckoutContent): string {
  const address = Object.entries(content.address).sort(([a], [b]) => a.localeCompare(b));
  return sha256(
    JSON.stringify([
      content.owner.customerId,
      content.owner.customerId ? null : content.owner.guestSessionId,
      content.email,
      content.lines.map((line) => [line.productId, line.variantId, line.jobId, line.quantity]),
      address,
      content.shippingMethodId,
    ]),
  );
}

/**
 * The processor's idempotency key for a new intent: the same owner asking for the same thing at
 * the same price, as their `sequence`-th checkout, gets the intent a lost or repeated call made.
 * The sequence (how many checkouts the owner had before) keeps a paid checkout's key from
 * answering the next purchase of the same cart.
 */
export function intentIdempotencyKey(fingerprint: string, sequence: number, amount: Cents): string {
  return `checkout-${sequence}-${sha256(`${fingerprint}|${amount}`).slice(0, 48)}`;
}

/**
 * True when the lines a page showed are the checkout's lines: the same products, variants and
 * quantities once duplicates are added up. Prices are not compared: the server's are charged.
 * A fallback product's id names its variant, so only its id is compared.
 */
export function sameLines(shown: readonly LineRequest[], recorded: readonly PricedLine[]): boolean {
  const fallbackIds = new Set(
    recorded.filter((line) => line.fallback).map((line) => line.productId),
  );
  const keyOf = (productId: string, variantId: string | undefined) =>
    fallbackIds.has(productId) ? productId : `${productId}|${variantId ?? ''}`;
  const count = (entries: Array<[string, number]>) => {
    const totals = new Map<string, number>();
    for (const [key, quantity] of entries) totals.set(key, (totals.get(key) ?? 0) + quantity);
    return totals;
  };
  const wanted = count(shown.map((line) => [keyOf(line.productId, line.variantId), line.quantity]));
  const kept = count(
    recorded.map((line) => [keyOf(line.productId, String(line.variantId)), line.quantity]),
  );
  return wanted.size === kept.size && [...wanted].every(([key, n]) => kept.get(key) === n);
}
