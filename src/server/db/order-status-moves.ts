import { statusEventKey } from '../domain/orders/order-events';
import type { OrderTaskKind } from '../domain/orders/order-record';
import type { OrderStatus } from '../domain/orders/order-status';
import type { Db } from './database';
import { insertEventOnce } from './order-events-repository';
import { armOrderTask } from './order-tasks-repository';

/** A move from one status to another, recorded on the timeline in the same transaction. */
export interface StatusMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  /** What the timeline keeps about it (a parcel's tracking, the partner's word...). */
  detail?: Record<string, unknown>;
  /** The partner's own word, kept beside ours. */
  partnerStatus?: string;
  /** The timeline's key for it; the status's own key (reached once) unless given. */
  key?: string;
  /** Outbox work the move owes (the shipped e-mail), queued once with it. */
  followUp?: OrderTaskKind;
}

/**
 * Moves the order from `from` to `to` and stores the timeline step (and its follow-up
 * task) in one transaction. Only the caller that finds the order still at `from` moves it:
 * a poll and a webhook seeing the same change, or a replay, move it once. The caller checks
 * the move is allowed (order-status.ts). True when this call moved it.
 */
export async function moveOrderStatus(db: Db, move: StatusMove, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({
        status: move.to,
        // A refund is the money's, not the goods': the goods stay where they got to.
        ...(move.to === 'refunded' ? {} : { fulfilment_status: move.to }),
        updated_at: at,
        ...(move.partnerStatus ? { partner_status: move.partnerStatus } : {}),
      })
      .where('id', '=', move.orderId)
      .where('status', '=', move.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const event = {
      orderId: move.orderId,
      kind: move.to,
      key: move.key ?? statusEventKey(move.orderId, move.to),
    };
    await insertEventOnce(trx, { ...event, detail: move.detail }, now);
    // Armed again when done before (an order needing attention a second time): each
    // follow-up sends every message once by its id, so a repeat sends only what is new.
    if (move.followUp) await armOrderTask(trx, move.orderId, move.followUp, now, 'again');
    return true;
  });
}
