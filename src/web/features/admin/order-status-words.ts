import type { PaymentStatus } from '../../../shared/api/admin-orders';
import type { OrderStatus } from '../../../shared/api/orders';

/** Each status as the owner's screens name it, in the order the filter chips show them. */
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

export const STATUS_ORDER = Object.keys(STATUS_LABELS) as OrderStatus[];

/** Where the money stands, as the owner reads it beside the goods' status. */
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid in full',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
