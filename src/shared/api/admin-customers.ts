import { z } from 'zod';
import { adminOrderSummarySchema } from './admin-orders';
import { centsSchema, text } from './fields';

/** The most of a customer's orders the view lists, newest first; the figures count them all. */
export const CUSTOMER_ORDERS_SHOWN = 200;

/** GET /api/admin/customers/{email}: whose orders, by e-mail, in any case. */
export const adminCustomerParamsSchema = z.object({
  email: text().trim().toLowerCase().max(254).pipe(z.email()),
});

/** One customer as the owner sees them: their orders and what they came to. */
export const adminCustomerSchema = z.object({
  email: z.string(),
  orders: z.array(adminOrderSummarySchema),
  order_count: z.number().int().nonnegative(),
  /** What the customer paid over all their orders, less what was refunded. */
  total_spent: centsSchema,
  total_refunded: centsSchema,
  first_order_at: z.string().nullable(),
  last_order_at: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
