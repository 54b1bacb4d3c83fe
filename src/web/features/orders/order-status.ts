import type { OrderStatus } from '../../../shared/api/orders';

/** An order's status as the shopper reads it; the server's words for it are internal. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Received',
  submitted: 'Sent to our print partner',
  in_production: 'Being printed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  needs_attention: 'We are looking into it',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
