import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedTask, OrderTasksRepository } from '../db/order-tasks-repository';
import {
  FOLLOW_UP_TASKS,
  ORDER_TASKS,
  type OrderRecord,
  type OrderTaskKind,
  REFUND_TASK,
  REPRINT_TASK,
} from '../domain/orders/order-record';
import { canMove } from '../domain/orders/order-status';
import { PartnerOrderRejectedError } from '../ports/print-partner';
import { type OrderTaskDeps, orderTaskHandlers } from './order-task-handlers';
import { repeatingTask } from './repeating-task';

export interface OutboxDeps extends OrderTaskDeps {
  orderTasks: OrderTasksRepository;
  logger: FastifyBaseLogger;
  retry: { baseMs: number; maxMs: number };
  /** How long a claim holds a task unless renewed: OUTBOX_LEASE_MS (tests shorten it). */
  leaseMs?: number;
}

/**
 * A process that dies holding a task frees it after this. A live one renews its claims every
 * third of it while it works: a submission whose print files are super-resolved takes minutes.
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Tasks run in lanes of their own: a submission waits on the print partner and on the order's
 * print files (seconds each, minutes where one is super-resolved), an e-mail takes
 * milliseconds, so no shopper's confirmation waits behind another order's submission.
 */
const ALL_TASKS: readonly OrderTaskKind[] = [
  ...ORDER_TASKS,
  ...FOLLOW_UP_TASKS,
  REFUND_TASK,
  REPRINT_TASK,
];
const TO_PARTNER: readonly OrderTaskKind[] = ['submit_to_partner', REPRINT_TASK];
export const OUTBOX_LANES: readonly (readonly OrderTaskKind[])[] = [
  TO_PARTNER,
  ALL_TASKS.filter((kind) => !TO_PARTNER.includes(kind)),
];

/** Doubling waits between attempts, capped: an outage delays the work, never drops it. */
export function retryDelayMs(attempts: number, retry: { baseMs: number; maxMs: number }): number {
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The order outbox: runs each order's pending tasks (submission to the print partner, the
 * confirmation e-mail) until each has succeeded once. Tasks are claimed under a lease, so any
 * number of processes can run it.
 */
export function createOrderOutbox(deps: OutboxDeps) {
  const handlers = orderTaskHandlers(deps);
  const lanes = OUTBOX_LANES.map((kinds) => createLane(() => runOnce(kinds)));
  const leaseMs = deps.leaseMs ?? OUTBOX_LEASE_MS;
  let timer: NodeJS.Timeout | undefined;

  async function runOnce(kinds: readonly OrderTaskKind[]): Promise<number> {
    const tasks = await deps.orderTasks.claimDue(deps.clock(), leaseMs, BATCH, kinds);
    // The batch's claims stay held while its tasks run one after another, not only the first.
    const held = new Set(tasks);
    const renewal = repeatingTask(() => deps.orderTasks.renew([...held], deps.clock(), leaseMs), {
      everyMs: leaseMs / 3,
      onError: (error) => deps.logger.warn({ err: error }, 'order task lease renewal failed'),
    });
    renewal.start();
    try {
      for (const task of tasks) {
        await runTask(task);
        held.delete(task);
      }
    } finally {
      await renewal.stop();
    }
    return tasks.length;
  }

  async function runTask(task: ClaimedTask): Promise<void> {
    const order = await deps.orders.findById(task.orderId);
    if (!order) return;
    try {
      await handlers[task.kind](order);
      if (!(await deps.orderTasks.complete(task, deps.clock()))) {
        deps.logger.warn({ orderId: order.id, task: task.kind }, 'order task was taken over');
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PartnerOrderRejectedError) {
        await giveUp(order, task, reason);
        return;
      }
      const runAfter = new Date(deps.clock().getTime() + retryDelayMs(task.attempts, deps.retry));
      deps.logger.warn(
        { orderId: order.id, task: task.kind, attempt: task.attempts, reason },
        'order task failed; will retry',
      );
      await deps.orderTasks.retryAt(task, runAfter, reason, deps.clock());
    }
  }

  /** The partner refused the order: retrying cannot help, so a person is told. */
  async function giveUp(order: OrderRecord, task: ClaimedTask, reason: string): Promise<void> {
    deps.logger.error({ orderId: order.id, reason }, 'print partner refused the order');
    const gaveUp = await deps.orderTasks.giveUp(task, reason, deps.clock());
    if (!gaveUp || !canMove(order.status, 'needs_attention')) return;
    await deps.orders.moveStatus(
      {
        orderId: order.id,
        from: order.status,
        to: 'needs_attention',
        // Each refusal is its own step: a resubmitted order may be refused again.
        key: `${order.id}:refused:${task.token}`,
        detail: { reason },
        followUp: 'tell_owners_attention',
      },
      deps.clock(),
    );
  }

  /** Runs what is due now in every lane. */
  async function runDue(): Promise<number> {
    const done = await Promise.all(lanes.map((lane) => lane.runDue()));
    return done.reduce((sum, count) => sum + count, 0);
  }

  const runQuietly = () => {
    runDue().catch((error) => deps.logger.error({ err: error }, 'order outbox run failed'));
  };

  return {
    runDue,
    kick: runQuietly,
    start(intervalMs: number) {
      timer = setInterval(runQuietly, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(lanes.map((lane) => lane.settled()));
    },
  };
}

/** One lane's runs: a call during a run makes the run go round once more. */
function createLane(runOnce: () => Promise<number>) {
  let running: Promise<number> | null = null;
  let again = false;
  return {
    runDue(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await runOnce();
        } while (again);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    settled: async () => {
      await running?.catch(() => {});
    },
  };
}

export type OrderOutbox = ReturnType<typeof createOrderOutbox>;
