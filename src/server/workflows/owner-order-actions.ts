import { randomUUID } from 'node:crypto';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import type { OrderRecord } from '../domain/orders/order-record';
import { canCancel } from '../domain/orders/order-status';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { sendConfirmation } from './order-task-handlers';
import {
  auditState,
  findOrder,
  type OrderActionResult,
  type OwnerOrderDeps,
  refusal,
  reread,
} from './owner-order-deps';
import { withdrawOrder } from './withdraw-order';

/**
 * Sends a needs-attention order to the partner again: its submission task, which the partner's
 * refusal ended, is pending again under a fresh claim, and the outbox runs it at once.
 */
export async function resubmitOrder(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  if (order.status !== 'needs_attention') {
    return refusal(
      409,
      'order_not_resubmittable',
      'Only an order that needs attention is sent to the print partner again.',
    );
  }
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('order_tasks')
      .set({
        status: 'pending',
        run_after: at,
        attempts: 0,
        locked_until: null,
        lease_token: null,
        last_error: null,
        updated_at: at,
      })
      .where('order_id', '=', order.id)
      .where('kind', '=', 'submit_to_partner')
      .execute();
    await createOwnerActionsRepository(trx).record(
      ownerActionEntry(
        owner,
        'order.resubmit',
        { type: 'order', id: order.id },
        { before: auditState(order), after: { ...auditState(order), resubmitted: true } },
        now,
      ),
    );
  });
  await deps.outbox.runDue();
  return { ok: true };
}

/** Why the order cannot be cancelled, in the owner's words. */
function notCancellable(order: OrderRecord): string {
  if (order.status !== 'refunded') {
    return `An order that is ${order.status.replace('_', ' ')} can no longer be cancelled.`;
  }
  if (!order.partnerOrderId) return 'This refunded order never reached the print partner.';
  return `The print partner is done with this refunded order: it is ${order.partnerStatus ?? 'unknown to it'}.`;
}

/**
 * Cancels the order at the print partner while its provider has not started; an order the
 * partner never had is kept from reaching it. A refunded order the partner still holds may be
 * cancelled too: the refund gave the money back, this stops the goods. The money is not given
 * back here: that is a refund.
 */
export async function cancelOrder(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  if (!canCancel(order)) return refusal(409, 'order_not_cancellable', notCancellable(order));
  const withdrawn = await withdrawOrder(deps, order, {});
  if (!withdrawn.ok) {
    if (withdrawn.code === 'partner_unavailable') {
      return refusal(
        503,
        'service_unavailable',
        'The print partner could not be reached; try again in a moment.',
      );
    }
    const status = withdrawn.code === 'production_started' ? withdrawn.status : 'unknown to it';
    return refusal(
      409,
      'partner_cancel_refused',
      `The print partner cannot cancel this order: it is ${status}.`,
    );
  }
  const now = deps.clock();
  const after = await reread(deps, order.id);
  await createOwnerActionsRepository(deps.db).record(
    ownerActionEntry(
      owner,
      'order.cancel',
      { type: 'order', id: order.id },
      { before: auditState(order), after: auditState(after) },
      now,
    ),
  );
  return { ok: true };
}

/** Sends the shopper's order confirmation again, as a new message. */
export async function resendConfirmation(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  const messageId = `order-${order.id}-confirmation-resent-${randomUUID()}`;
  await sendConfirmation(
    {
      ...deps,
      events: deps.orderEvents,
      refunds: deps.orderRefunds,
      publicBaseUrl: deps.config.publicBaseUrl,
    },
    order,
    messageId,
  );
  await createOwnerActionsRepository(deps.db).record(
    ownerActionEntry(
      owner,
      'order.resend_confirmation',
      { type: 'order', id: order.id },
      { after: { message_id: messageId } },
      deps.clock(),
    ),
  );
  return { ok: true };
}
