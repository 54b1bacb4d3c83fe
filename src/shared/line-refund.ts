import type { Cents } from './money';

/**
 * What refunding one line gives back: its price times its quantity and its share of the tax
 * (the tax split by the lines' prices). Shipping stays: it was spent on the parcel.
 */
export function lineRefundAmount(
  order: {
    subtotal: Cents;
    taxAmount: Cents;
    lines: readonly { unitPrice: Cents; quantity: number }[];
  },
  index: number,
): Cents | undefined {
  const line = order.lines[index];
  if (!line) return undefined;
  const price = line.unitPrice * line.quantity;
  const tax = order.subtotal > 0 ? Math.round((order.taxAmount * price) / order.subtotal) : 0;
  return price + tax;
}
