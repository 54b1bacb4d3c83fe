import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { OrderTaskKind } from '../domain/orders/order-record';
import type { Db } from './database';
import type { OrderTasksTable } from './schema';

/** One claim of a task: whoever holds `token` may finish it, until another claim takes over. */
export interface TaskClaim {
  orderId: string;
  kind: OrderTaskKind;
  token: string;
}

export interface ClaimedTask extends TaskClaim {
  /** Including this one. */
  attempts: number;
}

/**
 * The order outbox. A task is claimed under a lease, so two processes never run it at once and
 * a process that dies mid-task leaves it to be claimed again when the lease runs out. Each
 * claim carries a fencing token: a process that stalled past its lease and wakes up finds its
 * token replaced, and its complete, retry or give-up changes nothing.
 */
export function createOrderTasksRepository(db: Db) {
  /** Ends a claim with `changes`, only while the claim is still the task's. */
  async function settle(claim: TaskClaim, changes: Updateable<OrderTasksTable>) {
    const result = await db
      .updateTable('order_tasks')
      .set({ ...changes, locked_until: null, lease_token: null })
      .where('order_id', '=', claim.orderId)
      .where('kind', '=', claim.kind)
      .where('status', '=', 'pending')
      .where('lease_token', '=', claim.token)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    /** Due tasks claimed under a lease: of `kinds` only, when given. */
    async claimDue(
      now: Date,
      leaseMs: number,
      limit: number,
      kinds?: readonly OrderTaskKind[],
    ): Promise<ClaimedTask[]> {
      const at = now.toISOString();
      let query = db
        .selectFrom('order_tasks')
        .select(['order_id', 'kind'])
        .where('status', '=', 'pending');
      if (kinds) query = query.where('kind', 'in', [...kinds]);
      const due = await query
        .where('run_after', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .orderBy('run_after')
        .limit(limit)
        .execute();
      const claimed: ClaimedTask[] = [];
      for (const task of due) {
        const token = randomUUID();
        const result = await db
          .updateTable('order_tasks')
          .set((eb) => ({
            locked_until: new Date(now.getTime() + leaseMs).toISOString(),
            attempts: eb('attempts', '+', 1),
            lease_token: token,
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
            token,
            attempts: result.attempts,
          });
        }
      }
      return claimed;
    },

    /**
     * Holds `claims` for another `leaseMs` from `now`: their holder is alive and still at work
     * (a submission waiting on print files can outlast one lease). A claim already taken over
     * or settled is left as it is.
     */
    async renew(claims: readonly TaskClaim[], now: Date, leaseMs: number): Promise<void> {
      if (claims.length === 0) return;
      await db
        .updateTable('order_tasks')
        .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where('status', '=', 'pending')
        .where(
          'lease_token',
          'in',
          claims.map((claim) => claim.token),
        )
        .execute();
    },

    /** Answers false when the claim was taken over: the task is no longer this caller's. */
    async complete(claim: TaskClaim, now: Date): Promise<boolean> {
      return settle(claim, { status: 'done', last_error: null, updated_at: now.toISOString() });
    },

    async retryAt(claim: TaskClaim, runAfter: Date, error: string, now: Date): Promise<boolean> {
      return settle(claim, {
        run_after: runAfter.toISOString(),
        last_error: error.slice(0, 1000),
        updated_at: now.toISOString(),
      });
    },

    /** Retrying cannot help (the partner refused the order): kept, with why, for a person. */
    async giveUp(claim: TaskClaim, error: string, now: Date): Promise<boolean> {
      return settle(claim, {
        status: 'failed',
        last_error: error.slice(0, 1000),
        updated_at: now.toISOString(),
      });
    },

    /**
     * A pending task's next run moves to `runAfter` (a retry's wait cut short when an owner's
     * change is what it waits to act on). A claim under way keeps running; its own settling
     * sets the next run.
     */
    async reschedule(orderId: string, kind: OrderTaskKind, runAfter: Date, now: Date) {
      await db
        .updateTable('order_tasks')
        .set({ run_after: runAfter.toISOString(), updated_at: now.toISOString() })
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending')
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

/**
 * Queues `kind` for the order, due now, inside the caller's transaction when `db` is one.
 * `once` keeps a task that exists as it is (work owed once, like the cancelled e-mail);
 * `again` makes it pending anew under a fresh claim (work each new request adds to, like
 * refunds' e-mails and reprints: a run under way finds its claim taken and runs once more).
 */
export async function armOrderTask(
  db: Db,
  orderId: string,
  kind: OrderTaskKind,
  now: Date,
  mode: 'once' | 'again',
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('order_tasks')
    .values({
      order_id: orderId,
      kind,
      status: 'pending',
      run_after: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      mode === 'once'
        ? conflict.columns(['order_id', 'kind']).doNothing()
        : conflict.columns(['order_id', 'kind']).doUpdateSet({
            status: 'pending',
            run_after: at,
            attempts: 0,
            locked_until: null,
            lease_token: null,
            last_error: null,
            updated_at: at,
          }),
    )
    .execute();
}
