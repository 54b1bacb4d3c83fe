import type { AdminFigures } from '../../../shared/api/admin-figures';
import type { CartProductType } from '../../../shared/api/cart';
import type { Cents } from '../../../shared/money';
import { isStyleId, STYLE_LABELS } from '../../../shared/styles';

/**
 * A product as the owner names it, whatever title the partner's catalogue gave the line
 * ("Canvas", "Coffee Mug"): the figures and the export group lines by it.
 */
export const PRODUCT_NAMES: Record<CartProductType, string> = {
  tshirt: 'T-Shirt',
  canvas: 'Canvas Print',
  coffeeMug: 'Mug',
};

export const productName = (productType: string): string =>
  PRODUCT_NAMES[productType as CartProductType] ?? productType;

/** Lines of catalogue products (the partner's sample art) have no style of their own. */
export const CATALOGUE_STYLE = 'Catalogue';
/** A shopper's own description of the art they wanted. */
export const CUSTOM_STYLE = 'Custom';
/** A line whose creation is no longer stored. */
export const UNKNOWN_STYLE = 'Unknown';

/** Where a line's artwork came from: the catalogue, or a creation of ours (its job) in a style. */
export type LineArt =
  | { kind: 'catalogue' }
  | { kind: 'job'; styleId: string | null }
  | { kind: 'missing_job' };

export function styleName(art: LineArt): string {
  if (art.kind === 'catalogue') return CATALOGUE_STYLE;
  if (art.kind === 'missing_job') return UNKNOWN_STYLE;
  if (art.styleId === null) return CUSTOM_STYLE;
  return isStyleId(art.styleId) ? STYLE_LABELS[art.styleId] : art.styleId;
}

/** The orders placed in the range, summed. */
export interface OrderSums {
  orders: number;
  revenue: Cents;
  refunds: Cents;
}

/** Lines of one product type and one kind of art, summed. */
export interface LineGroup {
  productType: string;
  art: LineArt;
  units: number;
  revenue: Cents;
}

type Share = { units: number; revenue: Cents };

function shares(groups: readonly LineGroup[], keyOf: (group: LineGroup) => string) {
  const byKey = new Map<string, Share>();
  for (const group of groups) {
    const key = keyOf(group);
    const share = byKey.get(key) ?? { units: 0, revenue: 0 };
    byKey.set(key, { units: share.units + group.units, revenue: share.revenue + group.revenue });
  }
  return [...byKey]
    .map(([key, share]) => ({ key, ...share }))
    .sort((a, b) => b.revenue - a.revenue || b.units - a.units || a.key.localeCompare(b.key));
}

/** The figures for a range: totals, average order, and the lines by product and by style. */
export function orderFigures(
  range: { from: string; to: string },
  sums: OrderSums,
  lines: readonly LineGroup[],
): AdminFigures {
  return {
    from: range.from,
    to: range.to,
    orders: sums.orders,
    revenue: sums.revenue,
    refunds: sums.refunds,
    net: sums.revenue - sums.refunds,
    average_order: sums.orders === 0 ? 0 : Math.round(sums.revenue / sums.orders),
    by_product: shares(lines, (group) => productName(group.productType)).map(
      ({ key, ...share }) => ({ product: key, ...share }),
    ),
    by_style: shares(lines, (group) => styleName(group.art)).map(({ key, ...share }) => ({
      style: key,
      ...share,
    })),
  };
}
