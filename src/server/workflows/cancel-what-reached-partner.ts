import type { OrdersRepository } from '../db/orders-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import type { PrintPartner } from '../ports/print-partner';

/**
 * The submission's part for an order withdrawn before or while it was sent: whatever reached the
 * partner for it (found by our id when the answer was lost) is cancelled there, and its word
 * kept. An outage throws, and the submission is tried again.
 */
export async function cancelWhatReachedPartner(
  deps: { orders: OrdersRepository; printPartner: PrintPartner; clock: () => Date },
  order: OrderRecord,
) {
  const placed = order.partnerOrderId ?? (await deps.printPartner.findOrderFor(order.id))?.id;
  if (!placed) return;
  const result = await deps.printPartner.cancelOrder(placed);
  const word = result.ok
    ? result.order.status
    : result.code === 'production_started'
      ? result.status
      : undefined;
  if (!word) return;
  if (order.partnerOrderId) await deps.orders.recordPartnerWord(order.id, word, deps.clock());
  else await deps.orders.setPartnerOrder(order.id, placed, word, deps.clock());
}
