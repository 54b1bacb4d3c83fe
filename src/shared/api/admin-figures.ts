import { z } from 'zod';
import { instantSchema } from './admin-orders';
import { centsSchema } from './fields';

/**
 * GET /api/admin/figures: the orders placed at or after `from` and before `to`, both instants
 * (the browser turns the owner's days into them).
 */
export const adminFiguresQuerySchema = z.object({ from: instantSchema, to: instantSchema });
export type AdminFiguresQuery = z.infer<typeof adminFiguresQuerySchema>;

const unitsSchema = z.number().int().nonnegative();

/** One product's or style's share: units sold (quantities) and what they sold for, in cents. */
export const figuresShareSchema = z.object({ units: unitsSchema, revenue: centsSchema });

export const adminFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Orders placed in the range. */
  orders: unitsSchema,
  /** What those orders took: the sum of their totals (goods, shipping and tax). */
  revenue: centsSchema,
  /** What was given back of them, whenever it was given back. */
  refunds: centsSchema,
  /** Revenue less refunds. */
  net: centsSchema,
  /** Revenue per order, rounded to the cent; 0 with no orders. */
  average_order: centsSchema,
  /** By product (T-Shirt, Canvas Print, Mug), highest revenue first; revenue is the lines'. */
  by_product: z.array(figuresShareSchema.extend({ product: z.string() })),
  /** By the art style of the line's artwork; catalogue lines under "Catalogue". */
  by_style: z.array(figuresShareSchema.extend({ style: z.string() })),
});
export type AdminFigures = z.infer<typeof adminFiguresSchema>;
