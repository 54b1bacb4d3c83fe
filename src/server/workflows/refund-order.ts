import { lineRefundAmount } from '../../shared/line-refund';
import { formatCents } from '../../shared/money';
import { armOrderTask } from '../db/order-tasks-repository';
import { createOwnerActionsRepository } from '../db/owner-actions-repository';
import {
  type OrderActionRefusal,
  type OrderActionResult,
  refusal,
} from '../domain/orders/order-action-refusal';
import { REFUND_TASK } from '../domain/orders/order-record';
import { canCancel, canMove } from '../domain/orders/order-status';
import { refundAmount } from '../domain/orders/refund-amount';
import { type OwnerActor, ownerActionEntry } from '../domain/owners/owner-action';
import { CardProcessorUnavailableError } from '../ports/card-processor';
import {
  auditState,
  findOrder,
  NO_SUCH_ORDER,
  type OwnerOrderDeps,
  reread,
} from './owner-order-deps';
import { withdrawOrder } from './withdraw-order';

/**
 * What the owner asked: an `amount` in cents or one `line` (neither: all that is left), why,
 * whether the shopper is told (default yes), and the request's key that makes a repeat a no-op.
 */
export interface RefundAsk {
  amount?: number | undefined;
  line?: number | undefined;
  reason?: string | undefined;
  notify?: boolean | undefined;
  requestKey?: string | undefined;
}

const tooMuch = (left: number) =>
  refusal('refund_exceeds_remaining', `Only ${formatCents(left)} of this order is left to refund.`);

/**
 * What a refund of the last cent did to the goods: stopped them (the order is cancelled), or
 * found the partner already making them (its word); undefined when there was nothing to stop.
 */
type Goods = { stopped: true } | { stopped: false; partnerHadStarted: string } | undefined;

/**
 * The last cent refunded stops the goods first, so an order refunded in full is never made: an
 * order the partner has not started is cancelled there (or kept from it). One it has started is
 * refunded all the same, and the owner is told it will still be made and sent.
 */
async function stopGoods(
  deps: OwnerOrderDeps,
  orderId: string,
): Promise<Goods | OrderActionRefusal> {
  const order = await reread(deps, orderId);
  if (!canCancel(order)) return undefined;
  const withdrawn = await withdrawOrder(deps, order, { reason: 'stopped for a full refund' });
  if (withdrawn.ok) return { stopped: true };
  if (withdrawn.code === 'production_started') {
    return { stopped: false, partnerHadStarted: withdrawn.status };
  }
  if (withdrawn.code === 'unknown_order') return undefined;
  return refusal(
    'service_unavailable',
    'The print partner could not be reached to stop the order, so nothing was refunded. Try again in a moment.',
  );
}

/**
 * Gives back `asked` cents (all that is left when absent) to the shopper's card. The amount is
 * reserved first, so two refunds at once never give back more than was paid, and the one that
 * takes the last cent knows it and stops the goods before the money goes; the card processor is
 * asked with the reservation's id as its idempotency key; a refusal frees the amount again. The
 * last cent refunded moves the order to `refunded`; the shopper's e-mail goes through the
 * outbox, once per refund, unless the owner chose not to tell. A request repeated with its
 * `requestKey` refunds nothing more.
 */
export async function refundOrder(
  deps: OwnerOrderDeps,
  owner: OwnerActor,
  orderId: string,
  ask: RefundAsk,
): Promise<OrderActionResult> {
  const order = await findOrder(deps, orderId);
  if ('ok' in order) return order;
  const asked = ask.line === undefined ? ask.amount : lineRefundAmount(order, ask.line);
  if (ask.line !== undefined && asked === undefined) {
    return refusal('invalid_request', 'This order has no such line.');
  }
  const rule = refundAmount({
    paid: order.totalAmount,
    earlierRefunds: [order.amountRefunded],
    ...(asked !== undefined && { asked }),
  });
  if (!rule.ok) {
    if (rule.code === 'more_than_left') return tooMuch(rule.left);
    if (rule.code === 'nothing_left') {
      return refusal('nothing_to_refund', 'This order has been refunded in full.');
    }
    return refusal('invalid_request', 'A refund is a whole, positive number of cents.');
  }
  const reserved = await deps.orderRefunds.reserve(order.id, rule.amount, deps.clock(), {
    requestKey: ask.requestKey,
    reason: ask.reason,
    notify: ask.notify,
  });
  if (!reserved.ok) {
    if (reserved.code === 'exceeds_remaining') return tooMuch(reserved.remaining);
    // The same refund asked again: what the first request did (or is doing) stands.
    if (reserved.code === 'repeated' && !reserved.otherOrder) return { ok: true };
    if (reserved.code === 'repeated') {
      return refusal('invalid_request', 'This refund request was made for another order.');
    }
    return NO_SUCH_ORDER;
  }
  const { refund } = reserved;
  const goods = reserved.remaining === 0 ? await stopGoods(deps, order.id) : undefined;
  if (goods && 'ok' in goods) {
    await deps.orderRefunds.fail(refund.id, deps.clock());
    return goods;
  }
  // Said with the card processor's refusal: the goods are stopped, the money is not back.
  const stoppedNote = goods?.stopped
    ? ' The order is cancelled at the print partner; refund it again to give the money back.'
    : '';
  let result: Awaited<ReturnType<OwnerOrderDeps['cardProcessor']['refund']>>;
  try {
    result = await deps.cardProcessor.refund({
      paymentIntentId: order.paymentIntentId,
      amount: refund.amount,
      idempotencyKey: refund.id,
    });
  } catch (error) {
    await deps.orderRefunds.fail(refund.id, deps.clock());
    if (error instanceof CardProcessorUnavailableError) {
      return refusal(
        'service_unavailable',
        `The card processor could not be reached.${stoppedNote}`,
      );
    }
    throw error;
  }
  if (!result.ok) {
    await deps.orderRefunds.fail(refund.id, deps.clock());
    return refusal('refund_refused', `The card processor refused: ${result.message}${stoppedNote}`);
  }
  await deps.orderRefunds.succeed(refund.id, result.refund.id, deps.clock());

  const now = deps.clock();
  const after = await reread(deps, order.id);
  if (after.amountRefunded >= after.totalAmount && canMove(after.status, 'refunded')) {
    await deps.orders.moveStatus({ orderId: order.id, from: after.status, to: 'refunded' }, now);
  }
  const final = await reread(deps, order.id);
  await deps.db.transaction().execute(async (trx) => {
    await createOwnerActionsRepository(trx).record(
      ownerActionEntry(
        owner,
        'order.refund',
        { type: 'order', id: order.id },
        {
          before: auditState(order),
          after: {
            ...auditState(final),
            refund_id: refund.id,
            amount: refund.amount,
            ...(ask.line !== undefined && { line: ask.line }),
            ...(ask.reason && { reason: ask.reason }),
            ...(ask.notify === false && { notified: false }),
            ...(goods && !goods.stopped && { partner_had_started: goods.partnerHadStarted }),
          },
        },
        now,
      ),
    );
    // Armed again for each refund, so no refund's e-mail is missed.
    await armOrderTask(trx, order.id, REFUND_TASK, now, 'again');
  });
  deps.outbox.kick();
  return { ok: true };
}
