import { randomUUID } from 'node:crypto';
import type { ApiAddress } from '../../shared/api/address';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { standingSentence } from '../domain/orders/confirmation-email';
import { shopperTimeline } from '../domain/orders/order-events';
import { fulfilmentStatusOf } from '../domain/orders/order-standing';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { sendConfirmation } from './order-task-handlers';
import {
  auditState,
  findOrder,
  type OrderActionResult,
  type OwnerOrderDeps,
  refusal,
} from './owner-order-deps';

/**
 * Sends a needs-attention order to the partner again, with its address fixed when the owner
 * gave one (the audit keeps both): its submission task, which the partner's refusal ended, is
 * pending again under a fresh claim, and the outbox runs it at once.
 */
export async function resubmitOrder(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
  fix: { address?: ApiAddress | undefined } = {},
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
  if (fix.address && order.partnerOrderId) {
    return refusal(
      409,
      'order_not_resubmittable',
      'The print partner already holds this order, so its address is changed in the partner’s dashboard, not here.',
    );
  }
  const now = deps.clock();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (fix.address) {
      await trx
        .updateTable('orders')
        .set({ address: JSON.stringify(fix.address), updated_at: at })
        .where('id', '=', order.id)
        .execute();
    }
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
        {
          before: { ...auditState(order), ...(fix.address && { address: order.address }) },
          after: {
            ...auditState(order),
            resubmitted: true,
            ...(fix.address && { address: fix.address }),
          },
        },
        now,
      ),
    );
  });
  await deps.outbox.runDue();
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
  const events = await deps.orderEvents.listForOrder(order.id);
  const standing = standingSentence({
    fulfilment: fulfilmentStatusOf(order.status, events),
    totalAmount: order.totalAmount,
    amountRefunded: order.amountRefunded,
    shipment: shopperTimeline(events).findLast((step) => step.shipment)?.shipment ?? null,
  });
  await sendConfirmation(
    {
      ...deps,
      events: deps.orderEvents,
      refunds: deps.orderRefunds,
      publicBaseUrl: deps.config.publicBaseUrl,
      reprints: deps.orderReprints,
    },
    order,
    messageId,
    standing,
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
