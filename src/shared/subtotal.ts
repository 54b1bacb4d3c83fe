import { type Cents, sumCents } from './money';

/**
 * One line's price for a single item and how many: the cart and the API call that price
 * `price`, the server's priced lines (stored as JSON under that name) `unitPrice`.
 */
export type PricedQuantity =
  | { readonly price: Cents; readonly quantity: number }
  | { readonly unitPrice: Cents; readonly quantity: number };

/** What a line costs: its price for one, times how many. */
export function lineTotal(line: PricedQuantity): Cents {
  return ('unitPrice' in line ? line.unitPrice : line.price) * line.quantity;
}

/**
 * The order's subtotal (SPEC §3 "Cart totals"): every line at its quantity, before shipping and
 * tax. The cart, the checkout page, the tax quote and the server's pricing all add it up here,
 * so the figure a shopper sees is the one the server charges.
 */
export function subtotalOf(lines: readonly PricedQuantity[]): Cents {
  return sumCents(lines.map(lineTotal));
}
