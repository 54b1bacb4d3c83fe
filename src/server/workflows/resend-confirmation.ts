import { randomUUID } from 'node:crypto';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { standingSentence } from '../domain/orders/confirmation-email';
import type { OrderActionResult } from '../domain/orders/order-action-refusal';
import { shopperTimeline } from '../domain/orders/order-events';
import { fulfilmentStatusOf } from '../domain/orders/order-standing';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { sendConfirmation } from './order-task-handlers';
import { findOrder, type OwnerOrderDeps } from './owner-order-deps';

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
