import { z } from 'zod';
import { orderViewSchema } from './orders';

/**
 * GET /api/account/orders: the signed-in customer's orders, newest first. Apart from the rest of
 * the account's contract so that the pages every visitor loads do not build the order schemas.
 */
export const accountOrdersResponseSchema = z.object({ orders: z.array(orderViewSchema) });
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponseSchema>;
