import type { FulfilmentStatus, PaymentStatus } from './api/admin-orders';
import type { OrderStatus } from './api/orders';

/** The order's own status as the back office names it (a full refund reads Refunded there). */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  submitted: 'Submitted',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  needs_attention: 'Needs attention',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * Each fulfilment status as the order list names it, in the order its chips show them. A paid
 * order the partner has not had yet reads "Not yet sent", so "Paid" only ever means money.
 */
export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  paid: 'Not yet sent',
  submitted: 'Submitted',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  needs_attention: 'Needs attention',
  cancelled: 'Cancelled',
};

export const FULFILMENT_ORDER = Object.keys(FULFILMENT_LABELS) as FulfilmentStatus[];

/** Where the money stands, as the owner reads it beside the goods' status. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const PAYMENT_ORDER = Object.keys(PAYMENT_LABELS) as PaymentStatus[];
