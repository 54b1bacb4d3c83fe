import type { PaymentStatus } from '../../../shared/api/admin-orders';
import type { Cents } from '../../../shared/money';
import { type OrderEvent, shopperTimeline } from './order-events';
import type { OrderStatus } from './order-status';

/** Where an order's money stands: paid in full, partly given back, or all given back. */
export function paymentStatusOf(order: {
  totalAmount: Cents;
  amountRefunded: Cents;
}): PaymentStatus {
  if (order.amountRefunded <= 0) return 'paid';
  return order.amountRefunded >= order.totalAmount ? 'refunded' : 'partially_refunded';
}

/**
 * How far an order's goods got. A full refund sets the order's status to refunded whatever
 * the goods did, so for a refunded order it is the last other step its timeline reached.
 */
export function fulfilmentStatusOf(
  status: OrderStatus,
  events: readonly OrderEvent[],
): OrderStatus {
  if (status !== 'refunded') return status;
  const steps = shopperTimeline(events).filter((step) => step.status !== 'refunded');
  return steps.at(-1)?.status ?? 'paid';
}

/** Whether a line may be sent again for free: the goods reached the shopper (or are on the way). */
export function mayReprint(status: OrderStatus, events: readonly OrderEvent[]): boolean {
  const reached = fulfilmentStatusOf(status, events);
  return reached === 'shipped' || reached === 'delivered';
}
