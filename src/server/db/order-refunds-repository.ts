import { randomUUID } from 'node:crypto';
import type { Cents } from '../../shared/money';
import type { Db } from './database';
import { insertEventOnce } from './order-events-repository';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface OrderRefund {
  id: string;
  orderId: string;
  amount: Cents;
  /** The card processor's id for it, once the processor has taken it. */
  processorRefundId: string | null;
  status: RefundStatus;
  /** The owner's words for why, when given. */
  reason: string | null;
  /** Whether the shopper is e-mailed about it. */
  notify: boolean;
  createdAt: Date;
}

/** What the owner said with a refund: a key naming the request, why, and whether to tell. */
export interface RefundTerms {
  requestKey?: string | undefined;
  reason?: string | undefined;
  notify?: boolean | undefined;
}

/** A refund reserved against what is left of the order's total, or why not. */
export type RefundReservation =
  /** `remaining` is what is left unrefunded with this one: 0 when it takes the last cent. */
  | { ok: true; refund: OrderRefund; remaining: Cents }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'invalid_amount' }
  | { ok: false; code: 'exceeds_remaining'; remaining: Cents }
  /** A refund with this request's key was reserved before: for this order, or `otherOrder`. */
  | { ok: false; code: 'repeated'; otherOrder: boolean };

/**
 * An order's refunds. A refund is first reserved: the order's `amount_refunded` is raised in
 * one conditional UPDATE that only matches while the total still covers it. The row lock that
 * UPDATE takes (Postgres) or the write lock (SQLite) makes concurrent reservations queue, and
 * each re-checks the condition, so together they never exceed what was paid. The caller then
 * asks the card processor and marks the refund succeeded, or failed (which gives the amount
 * back).
 */
export function createOrderRefundsRepository(db: Db) {
  return {
    /**
     * `requestKey` (a UUID the owner's browser chose) names the refund, so a request repeated
     * with it finds its refund already there and reserves nothing more.
     */
    async reserve(
      orderId: string,
      amount: Cents,
      now: Date,
      terms: RefundTerms = {},
    ): Promise<RefundReservation> {
      if (!Number.isInteger(amount) || amount <= 0) return { ok: false, code: 'invalid_amount' };
      const refund: OrderRefund = {
        id: `refund-${terms.requestKey ?? randomUUID()}`,
        orderId,
        amount,
        processorRefundId: null,
        status: 'pending',
        reason: terms.reason ?? null,
        notify: terms.notify ?? true,
        createdAt: now,
      };
      return db.transaction().execute(async (trx): Promise<RefundReservation> => {
        const known = await trx
          .selectFrom('orders')
          .select('id')
          .where('id', '=', orderId)
          .executeTakeFirst();
        if (!known) return { ok: false, code: 'not_found' };
        // The row first: a repeat that arrives while the first is still open waits for it here
        // (Postgres) or behind its write lock (SQLite), then finds the id taken.
        const claimed = await trx
          .insertInto('order_refunds')
          .values({
            id: refund.id,
            order_id: orderId,
            amount,
            processor_refund_id: null,
            status: 'pending',
            reason: refund.reason,
            notify: refund.notify ? 1 : 0,
            created_at: now.toISOString(),
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!claimed) {
          const earlier = await trx
            .selectFrom('order_refunds')
            .select('order_id')
            .where('id', '=', refund.id)
            .executeTakeFirst();
          return { ok: false, code: 'repeated', otherOrder: earlier?.order_id !== orderId };
        }
        const raised = await trx
          .updateTable('orders')
          .set((eb) => ({
            amount_refunded: eb('amount_refunded', '+', amount),
            updated_at: now.toISOString(),
          }))
          .where('id', '=', orderId)
          .where((eb) => eb(eb('amount_refunded', '+', amount), '<=', eb.ref('total_amount')))
          .returning(['total_amount', 'amount_refunded'])
          .executeTakeFirst();
        if (!raised) {
          await trx.deleteFrom('order_refunds').where('id', '=', refund.id).execute();
          const order = await trx
            .selectFrom('orders')
            .select(['total_amount', 'amount_refunded'])
            .where('id', '=', orderId)
            .executeTakeFirst();
          if (!order) return { ok: false, code: 'not_found' };
          const remaining = Number(order.total_amount) - Number(order.amount_refunded);
          return { ok: false, code: 'exceeds_remaining', remaining };
        }
        await insertEventOnce(
          trx,
          {
            orderId,
            kind: 'refund',
            key: refund.id,
            detail: {
              refund_id: refund.id,
              amount,
              ...(refund.reason && { reason: refund.reason }),
            },
          },
          now,
        );
        const remaining = Number(raised.total_amount) - Number(raised.amount_refunded);
        return { ok: true, refund, remaining };
      });
    },

    /** The processor took it; true the first time. */
    async succeed(id: string, processorRefundId: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('order_refunds')
          .set({ status: 'succeeded', processor_refund_id: processorRefundId })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returning(['order_id', 'amount'])
          .executeTakeFirst();
        if (!result) return false;
        const detail = { refund_id: id, amount: Number(result.amount), processorRefundId };
        await insertEventOnce(
          trx,
          { orderId: result.order_id, kind: 'refund', key: `${id}:succeeded`, detail },
          now,
        );
        return true;
      });
    },

    /** The processor refused it: the amount is free again. True the first time. */
    async fail(id: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('order_refunds')
          .set({ status: 'failed' })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returning(['order_id', 'amount'])
          .executeTakeFirst();
        if (!result) return false;
        await trx
          .updateTable('orders')
          .set((eb) => ({
            amount_refunded: eb('amount_refunded', '-', Number(result.amount)),
            updated_at: now.toISOString(),
          }))
          .where('id', '=', result.order_id)
          .execute();
        return true;
      });
    },

    async listForOrder(orderId: string): Promise<OrderRefund[]> {
      const rows = await db
        .selectFrom('order_refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        orderId: row.order_id,
        amount: Number(row.amount),
        processorRefundId: row.processor_refund_id,
        status: row.status as RefundStatus,
        reason: row.reason,
        notify: Number(row.notify) === 1,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}

export type OrderRefundsRepository = ReturnType<typeof createOrderRefundsRepository>;
