import type { CartItem, CartTotals } from '../api/cart';
import { PRODUCT_QUANTITY } from '../constants';
import type { Cents } from '../money';
import type { CartLine } from '../products/cart-line';
import { subtotalOf } from '../subtotal';

export type AddOutcome = 'added' | 'updated';

/** The same printed thing: one job's artwork on one product variant. */
const isSameThing = (item: CartItem, line: CartLine) =>
  item.jobId === line.jobId &&
  item.productId === line.productId &&
  item.variantId === line.variantId;

/**
 * The most of one thing a line holds: the product page's limit, which the server also keeps at
 * payment, so the cart never offers a quantity that checkout would refuse.
 */
const capped = (quantity: number) => Math.min(PRODUCT_QUANTITY.max, Math.trunc(quantity));

/** Adding what is already in the cart raises that line's quantity (SPEC §4 "Cart"). */
export function addLine(
  items: readonly CartItem[],
  line: CartLine,
  newId: string,
): { items: CartItem[]; outcome: AddOutcome } {
  const existing = items.find((item) => isSameThing(item, line));
  if (!existing) return { items: [...items, { ...line, id: newId }], outcome: 'added' };
  return {
    items: items.map((item) =>
      item === existing ? { ...item, quantity: capped(item.quantity + line.quantity) } : item,
    ),
    outcome: 'updated',
  };
}

/** A quantity of 0 or less removes the line; more than a line holds keeps it at its most. */
export function setLineQuantity(items: readonly CartItem[], id: string, quantity: number) {
  if (quantity <= 0) return removeLine(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: capped(quantity) } : item));
}

export function removeLine(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** SPEC §3 "Cart totals", in cents. */
export function cartTotals(cart: {
  items: readonly CartItem[];
  shippingCost: Cents;
  taxAmount: Cents;
  shippingMethodId: number | null;
}): CartTotals {
  const subtotal = subtotalOf(cart.items);
  return {
    itemCount: cart.items.reduce((count, item) => count + item.quantity, 0),
    subtotal,
    taxAmount: cart.taxAmount,
    shippingCost: cart.shippingCost,
    shippingMethodId: cart.shippingMethodId,
    totalAmount: subtotal + cart.shippingCost + cart.taxAmount,
  };
}
