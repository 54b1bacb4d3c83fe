import { z } from 'zod';
import { PRODUCT_QUANTITY } from '../constants';
import { apiAddressSchema } from './address';
import {
  centsSchema,
  idSchema,
  optionalText,
  optionsSchema,
  positiveIntSchema,
  quantitySchema,
  titleSchema,
} from './fields';

export const orderItemSchema = z.object({
  productId: idSchema,
  variantId: idSchema,
  /** The product page's bound; merged duplicates must stay within it too (server side). */
  quantity: quantitySchema.max(PRODUCT_QUANTITY.max),
  /** Unit price as shown; the server charges its own (DESIGN.md). */
  price: centsSchema,
  title: titleSchema,
  options: optionsSchema,
  print_provider_id: positiveIntSchema,
  blueprint_id: positiveIntSchema,
  /** Null for a fallback product. */
  jobId: idSchema.nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * POST /api/orders/create-order. The owner is `customer_id` for a signed-in shopper or
 * `guest_session_id` for a guest (SPEC §6); which one is required is the server's call.
 */
export const createOrderRequestSchema = z.object({
  payment_intent_id: idSchema,
  shipping_address: apiAddressSchema,
  shipping_method_id: positiveIntSchema,
  shipping_cost: centsSchema,
  tax_amount: centsSchema,
  items: z.array(orderItemSchema).min(1).max(50),
  customer_id: optionalText(128),
  guest_session_id: optionalText(128),
  tax_calculation_id: optionalText(128),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** One line of a placed order as the store priced it; money in cents. */
export const orderLineViewSchema = z.object({
  title: z.string(),
  quantity: z.number().int().positive(),
  unit_price: centsSchema,
  line_total: centsSchema,
  options: z.record(z.string(), z.string()),
  image_url: z.string(),
  /** Where the reader of a paid order downloads the line's artwork at full size. */
  artwork_download_url: z.string().optional(),
});
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** What an order holds and costs, from the stored order: what the shopper is shown as bought. */
export const orderReceiptSchema = z.object({
  /** Where the order confirmation e-mail goes. */
  email: z.string(),
  items: z.array(orderLineViewSchema),
  subtotal: centsSchema,
  shipping_cost: centsSchema,
  tax_amount: centsSchema,
  total_amount: centsSchema,
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

/** SPEC §7's create-order fields, as the order keeps them for every repeat of the call. */
export const orderAnswerSchema = z.object({
  order_id: idSchema,
  /** The order number shoppers see on the confirmation step. */
  display_id: idSchema,
  /** Null until the print partner has accepted the order (submission is retried). */
  printify_order_id: idSchema.nullable(),
  status: z.string().trim().min(1).max(50),
  message: z.string().max(500),
  tax_transaction_id: idSchema.optional(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** The create-order answer: SPEC §7's fields and the receipt the confirmation step shows. */
export const createOrderResponseSchema = orderAnswerSchema.extend({ receipt: orderReceiptSchema });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** SPEC §3 "Order result", as the checkout holds it. */
export type OrderResult =
  | {
      success: true;
      orderId: string;
      displayId: string;
      printProviderOrderId: string | null;
      status: string;
      message: string;
      taxTransactionId?: string;
      receipt: OrderReceipt;
    }
  | { success: false; error: string };

export function toOrderResult(answer: CreateOrderResponse): OrderResult {
  return {
    success: true,
    orderId: answer.order_id,
    displayId: answer.display_id,
    printProviderOrderId: answer.printify_order_id,
    status: answer.status,
    message: answer.message,
    taxTransactionId: answer.tax_transaction_id,
    receipt: answer.receipt,
  };
}

/** An order's status: where it is between payment and the shopper's door. */
export const ORDER_STATUSES = [
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'delivered',
  'needs_attention',
  'cancelled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** How a shipped parcel is followed: the carrier, its tracking number and page. */
export const shipmentSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** One step of an order's way to the shopper, oldest first; `shipment` on the shipped step. */
export const orderTimelineEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  shipment: shipmentSchema.optional(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** GET /api/orders/{id}?token=: one order as its owner sees it; money in cents. */
export const orderViewSchema = z.object({
  order_id: idSchema,
  display_id: idSchema,
  created_at: z.string(),
  status: orderStatusSchema,
  timeline: z.array(orderTimelineEntrySchema),
  items: z.array(orderLineViewSchema),
  subtotal: centsSchema,
  shipping_cost: centsSchema,
  tax_amount: centsSchema,
  total_amount: centsSchema,
  shipping_address: z.object({
    first_name: z.string(),
    last_name: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    region: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
});
export type OrderView = z.infer<typeof orderViewSchema>;
