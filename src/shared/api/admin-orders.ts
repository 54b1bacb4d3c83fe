import { z } from 'zod';
import { apiAddressRecordSchema, apiAddressSchema } from './address';
import { centsSchema, idSchema, optionalText } from './fields';
import { type ORDER_STATUSES, orderStatusSchema, shipmentSchema } from './orders';

/** How many orders one page of the owner's list holds. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Where an order's money stands, apart from where its goods are (`status`). */
export const PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** How far an order's goods got: every status but `refunded`, which is the money's. */
export const FULFILMENT_STATUSES = [
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'delivered',
  'needs_attention',
  'cancelled',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
export const fulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);
export type FulfilmentStatus = z.infer<typeof fulfilmentStatusSchema>;

/**
 * An instant, read as UTC (`2026-11-01T05:00:00.000Z`): the browser turns the owner's local
 * days into instants, so the server needs no time zone. Stored times are UTC ISO text, so the
 * instant is compared as the same text.
 */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/**
 * Which orders the owner's list, its counts, the CSV export and the figures look at: how far
 * the goods got, where the money stands, words to find (order number or e-mail), and placed
 * at or after `from` and before `to`.
 */
export const adminOrderFiltersSchema = z.object({
  status: fulfilmentStatusSchema.optional(),
  payment: paymentStatusSchema.optional(),
  q: optionalText(200),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersSchema>;

/** GET /api/admin/orders: the filters, and the page to start from. */
export const adminOrdersQuerySchema = adminOrderFiltersSchema.extend({
  cursor: optionalText(300),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  display_id: z.string(),
  /** The order's own status, kept as it is (`refunded` after a full refund). */
  status: orderStatusSchema,
  fulfilment_status: fulfilmentStatusSchema,
  payment_status: paymentStatusSchema,
  total_amount: centsSchema,
  amount_refunded: centsSchema,
  email: z.string(),
  created_at: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

const countSchema = z.number().int().nonnegative();

/** Orders per fulfilment status, over what every filter but `status` keeps. */
export const orderCountsSchema = z.partialRecord(fulfilmentStatusSchema, countSchema);
export type OrderCounts = Partial<Record<FulfilmentStatus, number>>;

/** Orders per payment status, over what every filter but `payment` keeps. */
export const paymentCountsSchema = z.partialRecord(paymentStatusSchema, countSchema);
export type PaymentCounts = Partial<Record<PaymentStatus, number>>;

export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
  counts: orderCountsSchema,
  payment_counts: paymentCountsSchema,
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
  /** Whether a free replacement may be sent: the goods reached the shopper. */
  can_reprint: z.boolean(),
  /**
   * What the line may be changed to before a resubmit: the same product's other options at the
   * price paid. Empty unless the order needs attention and the partner holds none of it.
   */
  variant_choices: z.array(z.object({ variant_id: z.number().int(), label: z.string() })),
});

/** A free replacement the owner sent of one line. */
export const adminReprintSchema = z.object({
  line: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  reason: z.string(),
  /** `pending` until the partner has it, `submitted`, or `refused` by the partner. */
  status: z.enum(['pending', 'submitted', 'refused']),
  partner_order_id: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReprint = z.infer<typeof adminReprintSchema>;

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
  /** The address as its fields, to fix it before the order is sent again. */
  shipping_address: apiAddressRecordSchema,
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
  /** Whether "Cancel" is offered: while the partner can still cancel (it has not started). */
  can_cancel: z.boolean(),
  reprints: z.array(adminReprintSchema),
  timeline: z.array(adminTimelineEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** Why the owner refunds, cancels or reprints, in their words, kept on the timeline. */
const reasonSchema = z.string().trim().min(1).max(500);

/**
 * POST /api/admin/orders/{id}/refund: cents to give back, or one line (its price and its share
 * of the tax); neither gives back all that is left. `notify` (default true) e-mails the shopper.
 */
export const refundRequestSchema = z.object({
  amount: z.number().int().positive().optional(),
  line: z.number().int().min(0).max(99).optional(),
  reason: reasonSchema.optional(),
  notify: z.boolean().optional(),
  /**
   * Chosen by the browser once per refund the owner confirms: a request repeated with it (a
   * double click, a retry after a lost answer) gives nothing back a second time.
   */
  idempotency_key: z.uuid().optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** GET /api/admin/orders/export.csv: the list's filters; every order they keep, no pages. */
export const adminOrdersExportQuerySchema = adminOrderFiltersSchema;

/**
 * POST /api/admin/orders/{id}/cancel: `refund` (default true) gives back all that is left once
 * the partner has cancelled; `notify` (default true) e-mails the shopper once, the refund with it.
 */
export const cancelRequestSchema = z.object({
  refund: z.boolean().optional(),
  notify: z.boolean().optional(),
  reason: reasonSchema.optional(),
  /** Names the refund the cancel gives: a repeated request refunds nothing more. */
  idempotency_key: z.uuid().optional(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/**
 * POST /api/admin/orders/{id}/resubmit: the address fixed, when it was what the partner refused,
 * and lines changed to another of their `variant_choices`.
 */
export const resubmitRequestSchema = z.object({
  address: apiAddressSchema.optional(),
  lines: z
    .array(
      z.object({
        line: z.number().int().min(0).max(99),
        variant_id: z.number().int().positive(),
      }),
    )
    .max(100)
    .refine((lines) => new Set(lines.map(({ line }) => line)).size === lines.length, {
      message: 'Each line may be changed once.',
    })
    .optional(),
});
export type ResubmitRequest = z.infer<typeof resubmitRequestSchema>;

/** POST /api/admin/orders/{id}/lines/{line}/reprint: a free replacement of a line. */
export const reprintRequestSchema = z.object({
  reason: reasonSchema,
  /** How many to send again; the whole line when absent. */
  quantity: z.number().int().positive().max(99).optional(),
  notify: z.boolean().optional(),
});
export type ReprintRequest = z.infer<typeof reprintRequestSchema>;
