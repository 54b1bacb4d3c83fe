import { z } from 'zod';
import { PRODUCT_QUANTITY } from '../constants';
import { apiAddressSchema } from './address';
import {
  centsSchema,
  currencySchema,
  idSchema,
  optionalText,
  positiveIntSchema,
  quantitySchema,
  titleSchema,
} from './fields';

export const paymentIntentItemSchema = z.object({
  productId: idSchema,
  /** Unit price as the browser showed it; the server charges its own price (DESIGN.md). */
  price: centsSchema,
  /** The product page's bound; merged duplicates must stay within it too (server side). */
  quantity: quantitySchema.max(PRODUCT_QUANTITY.max),
  title: titleSchema,
  /**
   * Not in SPEC §7: the server needs the variant and the artwork to price the line itself.
   * Optional so a SPEC-only client still parses; the server may refuse a line without them.
   */
  variantId: idSchema.optional(),
  /** Null or absent for a fallback product. */
  jobId: idSchema.nullish(),
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
   * Not in SPEC §7: what the server needs to price shipping and tax itself and to keep the
   * checkout record (DESIGN.md) from which the order is made even if the browser never calls
   * create-order; and the owner, as create-order names it (SPEC §6).
   */
  shipping_address: apiAddressSchema,
  shipping_method_id: positiveIntSchema,
  tax_calculation_id: idSchema.optional(),
  customer_id: optionalText(128),
  guest_session_id: optionalText(128),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string().min(1).max(500),
  paymentIntentId: idSchema,
  /** Not in SPEC §7: the total the server will charge, so the payment step can show it. */
  amount: centsSchema,
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** SPEC §3 "Payment intent result", as the checkout holds it. */
export type PaymentIntentResult =
  | ({ success: true } & CreatePaymentIntentResponse)
  | { success: false; error: string };
