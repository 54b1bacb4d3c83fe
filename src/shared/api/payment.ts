import { z } from 'zod';
import { apiAddressSchema } from './address';
import {
  centsSchema,
  currencySchema,
  idSchema,
  positiveIntSchema,
  quantitySchema,
  titleSchema,
} from './fields';

export const paymentIntentItemSchema = z.object({
  productId: idSchema,
  /** Unit price as the browser showed it; the server charges its own price (DESIGN.md). */
  price: centsSchema,
  quantity: quantitySchema,
  title: titleSchema,
  /**
   * Not in SPEC §7: the server needs the variant and the artwork to price the line itself.
   * Optional so a SPEC-only client still parses; the server may refuse a line without them.
   */
  variantId: idSchema.optional(),
  jobId: idSchema.optional(),
});
export type PaymentIntentItem = z.infer<typeof paymentIntentItemSchema>;

/** POST /api/payment/create-payment-intent */
export const createPaymentIntentRequestSchema = z.object({
  items: z.array(paymentIntentItemSchema).min(1).max(50),
  shippingCost: centsSchema,
  taxAmount: centsSchema,
  currency: currencySchema,
  receipt_email: z.email().max(254),
  /**
   * Not in SPEC §7: the checkout record the server keeps under the intent (DESIGN.md) so that
   * the order can be created from it even if the browser never calls create-order.
   */
  shipping_address: apiAddressSchema.optional(),
  shipping_method_id: positiveIntSchema.optional(),
  tax_calculation_id: idSchema.optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string().min(1).max(500),
  paymentIntentId: idSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** SPEC §3 "Payment intent result", as the checkout holds it. */
export type PaymentIntentResult =
  | ({ success: true } & CreatePaymentIntentResponse)
  | { success: false; error: string };
