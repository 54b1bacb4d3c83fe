import { armOrderTask } from '../db/order-tasks-repository';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { type OrderActionResult, refusal } from '../domain/orders/order-action-refusal';
import type { OrderRecord } from '../domain/orders/order-record';
import { cancelOffered } from '../domain/orders/order-status';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { auditState, findOrder, type OwnerOrderDeps, reread } from './owner-order-deps';
import { refundOrder } from './refund-order';
import { withdrawOrder } from './withdraw-order';

/** What the owner chose with "Cancel order". */
export interface CancelTerms {
  /** Give back all that is left once the goods are stopped (default yes). */
  refund?: boolean | undefined;
  /** E-mail the shopper, once, the refund with it (default yes). */
  notify?: boolean | undefined;
  reason?: string | undefined;
  /** Names the refund the cancel gives: a repeated request finds it and does nothing more. */
  requestKey?: string | undefined;
}

/** Why the order cannot be cancelled, in the owner's words. */
function notCancellable(order: OrderRecord): string {
  if (order.status === 'in_production' || order.partnerStatus === 'in-production') {
    return 'The print partner has started making this order, so it can no longer be cancelled. Refund it if the shopper should have their money back.';
  }
  if (order.status !== 'refunded') {
    return `An order that is ${order.status.replace('_', ' ')} can no longer be cancelled.`;
  }
  if (!order.partnerOrderId) return 'This refunded order never reached the print partner.';
  return `The print partner is done with this refunded order: it is ${order.partnerStatus ?? 'unknown to it'}.`;
}

/** The same cancel asked again (a double click, a retry): its refund is already there. */
async function isRepeat(deps: OwnerOrderDeps, order: OrderRecord, requestKey?: string) {
  if (!requestKey) return false;
  const refunds = await deps.orderRefunds.listForOrder(order.id);
  return refunds.some((refund) => refund.id === `refund-${requestKey}`);
}

/**
 * Cancels the order at the print partner while it has not started making it (an order the
 * partner never had is kept from it), then, unless the owner said otherwise, gives back all that
 * is left and tells the shopper once: the refund's e-mail says the order is cancelled, and a
 * cancel with no refund has its own. Everything lands on the order's timeline.
 */
export async function cancelOrder(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
  terms: CancelTerms = {},
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  if (await isRepeat(deps, order, terms.requestKey)) return { ok: true };
  if (!cancelOffered(order)) return refusal('order_not_cancellable', notCancellable(order));
  const refund = terms.refund ?? true;
  const notify = terms.notify ?? true;
  // The owner's cancel says this step on the timeline itself (admin-timeline.ts).
  const step = { by_owner: true, ...(terms.reason && { reason: terms.reason }) };
  const withdrawn = await withdrawOrder(deps, order, step);
  if (!withdrawn.ok) {
    if (withdrawn.code === 'partner_unavailable') {
      return refusal(
        'service_unavailable',
        'The print partner could not be reached; try again in a moment.',
      );
    }
    const status = withdrawn.code === 'production_started' ? withdrawn.status : 'unknown to it';
    return refusal(
      'partner_cancel_refused',
      `The print partner cannot cancel this order: it is ${status}.`,
    );
  }
  // A second request that raced this one (a double click) found it done: it adds nothing.
  if (!withdrawn.byThisCall) return { ok: true };
  const after = await reread(deps, order.id);
  await createOwnerActionsRepository(deps.db).record(
    ownerActionEntry(
      owner,
      'order.cancel',
      { type: 'order', id: order.id },
      {
        before: auditState(order),
        after: { ...auditState(after), refund, notified: notify, reason: terms.reason ?? null },
      },
      deps.clock(),
    ),
  );
  const left = after.totalAmount - after.amountRefunded;
  if (refund && left > 0) {
    const refunded = await refundOrder(deps, owner, order.id, {
      reason: terms.reason ?? 'Order cancelled',
      notify,
      requestKey: terms.requestKey,
    });
    if (!refunded.ok) {
      return {
        ...refunded,
        detail: `The order is cancelled, but it was not refunded: ${refunded.detail}`,
      };
    }
    return { ok: true };
  }
  if (notify) await tellCancelled(deps, order.id);
  return { ok: true };
}

/** Arms the cancelled e-mail (once per order: a cancel is final) and runs the outbox. */
async function tellCancelled(deps: OwnerOrderDeps, orderId: string) {
  await armOrderTask(deps.db, orderId, 'send_cancelled', deps.clock(), 'once');
  deps.outbox.kick();
}
