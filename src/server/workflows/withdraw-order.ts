import type { OrderRecord } from '../domain/orders/order-record';
import { canMove } from '../domain/orders/order-status';
import type { PrintPartner } from '../ports/print-partner';
import { type OwnerOrderDeps, reread } from './owner-order-deps';

/** Whether the goods were stopped, or the partner's reason they were not. */
export type Withdrawal =
  /** `byThisCall` is false when another request had already cancelled it. */
  | { ok: true; byThisCall: boolean }
  | { ok: false; code: 'production_started'; status: string }
  | { ok: false; code: 'unknown_order' }
  /** The partner could not be asked (an outage): nothing changed, and asking again is safe. */
  | { ok: false; code: 'partner_unavailable' };

/**
 * The order is cancelled (the step keeps `detail`); one already past cancelling here (refunded)
 * keeps its status and takes the partner's word, so the owner sees the partner stopped it.
 * False when another request had cancelled it already.
 */
async function markCancelled(
  deps: OwnerOrderDeps,
  order: OrderRecord,
  partnerStatus: string,
  detail: Record<string, unknown>,
): Promise<boolean> {
  let current = order;
  // A status only moves forward: this ends cancelled, or where cancelling is no move.
  while (canMove(current.status, 'cancelled')) {
    const move = { orderId: order.id, from: current.status, to: 'cancelled' as const };
    if (await deps.orders.moveStatus({ ...move, partnerStatus, detail }, deps.clock())) return true;
    current = await reread(deps, order.id);
  }
  await deps.orders.recordPartnerWord(order.id, partnerStatus, deps.clock());
  return current.status !== 'cancelled';
}

/**
 * Keeps the order from being made. An order the partner holds is cancelled there, and then
 * here. One it does not hold is cancelled here first and its submission run at once: the
 * submission task skips a withdrawn order, and cancels at the partner whatever reached it
 * meanwhile (a submission under way, or one whose answer was lost). `detail` is what the
 * cancelled step keeps for the timeline.
 */
export async function withdrawOrder(
  deps: OwnerOrderDeps,
  order: OrderRecord,
  detail: Record<string, unknown>,
): Promise<Withdrawal> {
  let current = order;
  for (;;) {
    const { partnerOrderId } = current;
    if (partnerOrderId) {
      let result: Awaited<ReturnType<PrintPartner['cancelOrder']>>;
      try {
        result = await deps.printPartner.cancelOrder(partnerOrderId);
      } catch (error) {
        // The owner is told to try again; why the partner could not be asked is the operator's.
        deps.logger.warn(
          { err: error, orderId: order.id, partnerOrderId },
          'print partner not reached to cancel an order',
        );
        return { ok: false, code: 'partner_unavailable' };
      }
      if (!result.ok) return result;
      const byThisCall = await markCancelled(deps, current, result.order.status, detail);
      return { ok: true, byThisCall };
    }
    if (!canMove(current.status, 'cancelled')) return { ok: true, byThisCall: false };
    const move = { orderId: order.id, from: current.status, to: 'cancelled' as const, detail };
    if (await deps.orders.moveStatus(move, deps.clock())) {
      await runSubmissionNow(deps, order.id);
      return { ok: true, byThisCall: true };
    }
    // Moved meanwhile (the submission placed it, say): look again.
    current = await reread(deps, order.id);
  }
}

/** A submission waiting to be retried runs now, to skip the order or cancel what it placed. */
async function runSubmissionNow(deps: OwnerOrderDeps, orderId: string) {
  const now = deps.clock();
  await deps.orderTasks.reschedule(orderId, 'submit_to_partner', now, now);
  deps.outbox.kick();
}
