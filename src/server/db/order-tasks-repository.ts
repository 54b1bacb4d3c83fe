import type { OrderTaskKind } from '../domain/orders/order-record';
import type { Db } from './database';

export interface ClaimedTask {
  orderId: string;
  kind: OrderTaskKind;
  /** Including this one. */
  attempts: number;
}

/**
 * The order outbox. A task is claimed under a lease, so two processes never run it at once and
 * a process that dies mid-task leaves it to be claimed again when the lease runs out.
 */
export function createOrderTasksRepository(db: Db) {
  return {
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedTask[]> {
      const at = now.toISOString();
      const due = await db
        .selectFrom('order_tasks')
        .select(['order_id', 'kind'])
        .where('status', '=', 'pending')
        .where('run_after', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .orderBy('run_after')
        .limit(limit)
        .execute();
      const claimed: ClaimedTask[] = [];
      for (const task of due) {
        const result = await db
          .updateTable('order_tasks')
          .set((eb) => ({
            locked_until: new Date(now.getTime() + leaseMs).toISOString(),
            attempts: eb('attempts', '+', 1),
            updated_at: at,
          }))
          .where('order_id', '=', task.order_id)
          .where('kind', '=', task.kind)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
          .returning('attempts')
          .executeTakeFirst();
        if (result) {
          claimed.push({
            orderId: task.order_id,
            kind: task.kind as OrderTaskKind,
            attempts: result.attempts,
          });
        }
      }
      return claimed;
    },

    async complete(orderId: string, kind: OrderTaskKind, now: Date): Promise<void> {
      await db
        .updateTable('order_tasks')
        .set({
          status: 'done',
          locked_until: null,
          last_error: null,
          updated_at: now.toISOString(),
        })
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .execute();
    },

    async retryAt(orderId: string, kind: OrderTaskKind, runAfter: Date, error: string, now: Date) {
      await db
        .updateTable('order_tasks')
        .set({
          run_after: runAfter.toISOString(),
          locked_until: null,
          last_error: error.slice(0, 1000),
          updated_at: now.toISOString(),
        })
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .execute();
    },

    /** Retrying cannot help (the partner refused the order): kept, with why, for a person. */
    async giveUp(orderId: string, kind: OrderTaskKind, error: string, now: Date): Promise<void> {
      await db
        .updateTable('order_tasks')
        .set({
          status: 'failed',
          locked_until: null,
          last_error: error.slice(0, 1000),
          updated_at: now.toISOString(),
        })
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .execute();
    },

    async find(orderId: string, kind: OrderTaskKind) {
      return db
        .selectFrom('order_tasks')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .executeTakeFirst();
    },
  };
}

export type OrderTasksRepository = ReturnType<typeof createOrderTasksRepository>;
