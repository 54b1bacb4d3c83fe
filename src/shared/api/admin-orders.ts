import { z } from 'zod';
import { centsSchema, idSchema, optionalText } from './fields';
import { type ORDER_STATUSES, orderStatusSchema, shipmentSchema } from './orders';

/** How many orders one page of the owner's list holds. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders: a status to keep, words to find (order number or e-mail), a page. */
export const adminOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  q: optionalText(200),
  cursor: optionalText(300),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** Where an order's money stands, apart from where its goods are (`status`). */
export const PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  display_id: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  total_amount: centsSchema,
  amount_refunded: centsSchema,
  email: z.string(),
  created_at: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** Orders per status, over every order the search words match. */
export const orderCountsSchema = z.partialRecord(orderStatusSchema, z.number().int().nonnegative());
export type OrderCounts = Partial<Record<(typeof ORDER_STATUSES)[number], number>>;

export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  counts: orderCountsSchema,
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const adminOrderParamsSchema = z.object({ id: idSchema });

/** One line of an order, by its place in the order's lines (0 the first). */
export const adminOrderLineParamsSchema = z.object({
  id: idSchema,
  line: z.coerce.number().int().min(0).max(99),
});

export const adminOrderLineSchema = z.object({
  title: z.string(),
  quantity: z.number().int().positive(),
  unit_price: centsSchema,
  options: z.record(z.string(), z.string()),
  /** The product's mock-up, as the shopper saw it. */
  mockup_url: z.string(),
  /** The artwork alone; null for a catalogue (fallback) product. */
  artwork_url: z.string().nullable(),
  /** What the partner prints, when we can link it. */
  print_file_url: z.string().nullable(),
});

/** One step of the back office's timeline: statuses, e-mails, refunds and owner actions. */
export const adminTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.string(),
  /** Plain words for the owner. */
  summary: z.string(),
  /** The owner who acted, for an owner action. */
  actor: z.string().nullable(),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

export const adminOrderDetailSchema = z.object({
  id: z.string(),
  display_id: z.string(),
  status: orderStatusSchema,
  /**
   * How far the goods got: the order's status, or for a refunded order the last step its
   * goods reached (a delivered order refunded was still delivered).
   */
  fulfilment_status: orderStatusSchema,
  /** The method the shopper chose and paid for, and the parcel once it has shipped. */
  shipping: z.object({
    method: z.string(),
    price: centsSchema,
    shipment: shipmentSchema.nullable(),
  }),
  email: z.string(),
  created_at: z.string(),
  lines: z.array(adminOrderLineSchema),
  address: z.object({
    name: z.string(),
    lines: z.array(z.string()),
    phone: z.string(),
  }),
  subtotal: centsSchema,
  shipping_cost: centsSchema,
  tax_amount: centsSchema,
  total_amount: centsSchema,
  amount_refunded: centsSchema,
  payment: z.object({
    status: paymentStatusSchema,
    /** What the shop keeps: the total less what was refunded. */
    net: centsSchema,
    payment_intent_id: z.string(),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
  }),
  partner: z.object({ order_id: z.string().nullable(), status: z.string().nullable() }),
  /** Whether cancelling may be asked: also after a refund, while the partner still holds it. */
  can_cancel: z.boolean(),
  timeline: z.array(adminTimelineEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /api/admin/orders/{id}/refund: cents to give back; absent gives back all that is left. */
export const refundRequestSchema = z.object({
  amount: z.number().int().positive().optional(),
  /**
   * Chosen by the browser once per refund the owner confirms: a request repeated with it (a
   * double click, a retry after a lost answer) gives nothing back a second time.
   */
  idempotency_key: z.uuid().optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
