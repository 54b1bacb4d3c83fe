import type { CartItem } from '../../../shared/api/cart';

/** One printed thing (as the cart merges lines) with how many and at what unit price. */
const thing = (item: CartItem) => `${item.jobId}|${item.productId}|${item.variantId}`;
const lineKey = (item: CartItem) => `${thing(item)}|${item.quantity}|${item.price}`;

/**
 * Whether two carts hold the same things in the same quantities at the same prices, whatever
 * the order of their lines. Another tab rewrites the stored cart for every change it makes,
 * so a cart read back can be a new list with nothing in it changed.
 */
export function sameCartLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  const keys = (items: readonly CartItem[]) => items.map(lineKey).sort().join('\n');
  return a.length === b.length && keys(a) === keys(b);
}

/**
 * The cart once an order for `ordered` is placed: each ordered line loses the units that were
 * paid for, so what another tab added meanwhile (a line, or units of one) stays to be bought.
 */
export function withoutOrdered(
  items: readonly CartItem[],
  ordered: readonly CartItem[],
): CartItem[] {
  const paid = new Map<string, number>();
  for (const item of ordered) paid.set(thing(item), (paid.get(thing(item)) ?? 0) + item.quantity);
  return items.flatMap((item) => {
    const left = item.quantity - (paid.get(thing(item)) ?? 0);
    return left > 0 ? [{ ...item, quantity: left }] : [];
  });
}
