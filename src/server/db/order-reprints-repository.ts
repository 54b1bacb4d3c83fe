import { randomUUID } from 'node:crypto';
import type { Db } from './database';
import { insertEventOnce } from './order-events-repository';

export type ReprintStatus = 'pending' | 'submitted' | 'refused';

/** A free replacement of one line of an order, sent to the partner as an order of its own. */
export interface OrderReprint {
  id: string;
  orderId: string;
  line: number;
  quantity: number;
  reason: string;
  notify: boolean;
  status: ReprintStatus;
  partnerOrderId: string | null;
  createdAt: Date;
}

const READ = (row: {
  id: string;
  order_id: string;
  line: number;
  quantity: number;
  reason: string;
  notify: number;
  status: string;
  partner_order_id: string | null;
  created_at: string;
}): OrderReprint => ({
  id: row.id,
  orderId: row.order_id,
  line: Number(row.line),
  quantity: Number(row.quantity),
  reason: row.reason,
  notify: Number(row.notify) === 1,
  status: row.status as ReprintStatus,
  partnerOrderId: row.partner_order_id,
  createdAt: new Date(row.created_at),
});

/** An order's reprints: asked by the owner, placed with the partner by the order outbox. */
export function createOrderReprintsRepository(db: Db) {
  return {
    /** Records the reprint, pending until the outbox has placed it. */
    async add(
      reprint: Pick<OrderReprint, 'orderId' | 'line' | 'quantity' | 'reason' | 'notify'>,
      now: Date,
    ): Promise<OrderReprint> {
      const at = now.toISOString();
      const row = {
        id: `reprint-${randomUUID()}`,
        order_id: reprint.orderId,
        line: reprint.line,
        quantity: reprint.quantity,
        reason: reprint.reason,
        notify: reprint.notify ? 1 : 0,
        status: 'pending',
        partner_order_id: null,
        created_at: at,
        updated_at: at,
      };
      await db.insertInto('order_reprints').values(row).execute();
      return READ(row);
    },

    async listForOrder(orderId: string): Promise<OrderReprint[]> {
      const rows = await db
        .selectFrom('order_reprints')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(READ);
    },

    /**
     * The partner has it (`submitted`, with its order id) or refused it; the timeline gets the
     * step once. Only a pending reprint moves: true when this call moved it.
     */
    async settle(
      reprint: OrderReprint,
      outcome: { status: 'submitted'; partnerOrderId: string } | { status: 'refused'; why: string },
      now: Date,
    ): Promise<boolean> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('order_reprints')
          .set({
            status: outcome.status,
            partner_order_id: outcome.status === 'submitted' ? outcome.partnerOrderId : null,
            updated_at: at,
          })
          .where('id', '=', reprint.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await insertEventOnce(
          trx,
          {
            orderId: reprint.orderId,
            kind: 'reprint',
            key: `${reprint.id}:${outcome.status}`,
            detail: {
              reprint_id: reprint.id,
              line: reprint.line,
              status: outcome.status,
              ...(outcome.status === 'submitted'
                ? { partner_order_id: outcome.partnerOrderId }
                : { why: outcome.why }),
            },
          },
          now,
        );
        return true;
      });
    },
  };
}

export type OrderReprintsRepository = ReturnType<typeof createOrderReprintsRepository>;
