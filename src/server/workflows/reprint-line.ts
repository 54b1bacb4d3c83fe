import { createOrderReprintsRepository } from '../db/order-reprints-repository';
import { armOrderTask } from '../db/order-tasks-repository';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import { type OrderActionResult, refusal } from '../domain/orders/order-action-refusal';
import { REPRINT_TASK } from '../domain/orders/order-record';
import { mayReprint } from '../domain/orders/order-standing';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { findOrder, type OwnerOrderDeps } from './owner-order-deps';

/** What the owner asked: the line (by its place), how many, why, and whether to tell. */
export interface ReprintAsk {
  line: number;
  quantity?: number | undefined;
  reason: string;
  notify?: boolean | undefined;
}

/**
 * Sends a free replacement of one line of an order the shopper has received (a damaged or
 * misprinted item): recorded with its reason, placed with the print partner by the order
 * outbox as an order of its own at no charge, and the shopper told once it is placed.
 */
export async function reprintLine(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
  ask: ReprintAsk,
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  const line = order.lines[ask.line];
  if (!line) return refusal('invalid_request', 'This order has no such line.');
  const events = await deps.orderEvents.listForOrder(order.id);
  if (!mayReprint(order.status, events)) {
    return refusal(
      'order_not_reprintable',
      'Only an order that has shipped or been delivered can have a line sent again.',
    );
  }
  const quantity = ask.quantity ?? line.quantity;
  if (quantity > line.quantity) {
    return refusal(
      'invalid_request',
      `This line has ${line.quantity}; a reprint sends at most that many.`,
    );
  }
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const reprint = await createOrderReprintsRepository(trx).add(
      {
        orderId: order.id,
        line: ask.line,
        quantity,
        reason: ask.reason,
        notify: ask.notify ?? true,
      },
      now,
    );
    await createOwnerActionsRepository(trx).record(
      ownerActionEntry(
        owner,
        'order.reprint',
        { type: 'order', id: order.id },
        {
          after: {
            reprint_id: reprint.id,
            line: ask.line,
            title: line.title,
            quantity,
            reason: ask.reason,
            notified: reprint.notify,
          },
        },
        now,
      ),
    );
    await armOrderTask(trx, order.id, REPRINT_TASK, now, 'again');
  });
  await deps.outbox.runDue();
  return { ok: true };
}
