import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** What a copy is: its status, how its submission stands, the timeline step it is at. */
interface CopyPlan {
  status: string;
  submission: { status: 'pending' | 'failed'; runAfter: string; lastError: string };
  step: { kind: string; detail: Record<string, unknown> };
  /** Its own payment at the local processor (a copy of the original's), so it can be refunded. */
  ownPayment: boolean;
}

/**
 * Setup, not the journey under test: a copy of a bought order in a state the browser cannot
 * reach in time, under a new id and order number. The shopper's own order is left as it was.
 */
function copyOrder(orderId: string, plan: CopyPlan): { id: string; displayId: string } {
  const dir = process.env.E2E_STORE_DATA_DIR;
  if (!dir) throw new Error('E2E_STORE_DATA_DIR is not set: run the tests through Playwright');
  const db = new Database(join(dir, 'store.sqlite'));
  db.pragma('busy_timeout = 5000');
  const id = `order-${randomUUID()}`;
  const displayId = `MM-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const intentId = `pi_copy_${randomUUID().replace(/-/g, '')}`;
  const now = new Date().toISOString();
  const columns = (table: string, replaced: Record<string, string>) => {
    const names = (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
    return {
      list: names.join(', '),
      select: names.map((name) => (name in replaced ? `${replaced[name]} as ${name}` : name)),
    };
  };
  const params = { id, displayId, now, orderId, intentId, status: plan.status };
  try {
    // Immediate: the write lock is taken (waiting for the server's writes) before the first
    // read. A deferred transaction reads the schema first, and a server write committed
    // between that read and the insert fails it at once with "database is locked": SQLite
    // does not wait to upgrade a read that has gone stale (it failed CI that way).
    db.transaction(() => {
      const order = columns('orders', {
        id: '@id',
        display_id: '@displayId',
        payment_intent_id: plan.ownPayment ? '@intentId' : "'pi_refused_' || @id",
        access_token: "'token-' || @id",
        status: '@status',
        fulfilment_status: '@status',
        partner_order_id: 'null',
        partner_status: 'null',
        amount_refunded: '0',
        created_at: '@now',
        updated_at: '@now',
      });
      db.prepare(
        `insert into orders (${order.list}) select ${order.select.join(', ')} from orders where id = @orderId`,
      ).run(params);
      if (plan.ownPayment) {
        const intent = columns('local_payment_intents', {
          id: '@intentId',
          idempotency_key: "'copy-' || @intentId",
          amount_refunded: '0',
        });
        db.prepare(
          `insert into local_payment_intents (${intent.list}) select ${intent.select.join(', ')}
           from local_payment_intents where id = (select payment_intent_id from orders where id = @orderId)`,
        ).run(params);
      }
      const lines = columns('order_lines', { order_id: '@id' });
      const withoutId = lines.select.filter((name) => name !== 'id');
      const lineList = lines.list
        .split(', ')
        .filter((name) => name !== 'id')
        .join(', ');
      db.prepare(
        `insert into order_lines (${lineList}) select ${withoutId.join(', ')} from order_lines where order_id = @orderId`,
      ).run(params);
      db.prepare(
        `insert into order_tasks (order_id, kind, status, attempts, run_after, created_at, updated_at, last_error)
         values (@id, 'submit_to_partner', @taskStatus, 1, @runAfter, @now, @now, @lastError)`,
      ).run({
        id,
        now,
        taskStatus: plan.submission.status,
        runAfter: plan.submission.runAfter,
        lastError: plan.submission.lastError,
      });
      db.prepare(
        `insert into order_events (id, order_id, kind, idempotency_key, detail, created_at)
         values (@eventId, @id, @kind, @key, @detail, @now)`,
      ).run({
        eventId: `evt-${randomUUID()}`,
        id,
        kind: plan.step.kind,
        key: `${id}:${plan.step.kind}`,
        detail: JSON.stringify(plan.step.detail),
        now,
      });
    }).immediate();
  } finally {
    db.close();
  }
  return { id, displayId };
}

/** A copy as the outbox leaves an order the print partner refused: its submission given up. */
export const refusedCopyOf = (orderId: string) =>
  copyOrder(orderId, {
    status: 'needs_attention',
    submission: {
      status: 'failed',
      runAfter: new Date().toISOString(),
      lastError: 'Variant is not available',
    },
    step: { kind: 'needs_attention', detail: { reason: 'Variant is not available' } },
    ownPayment: false,
  });

/**
 * A paid copy whose submission the partner did not answer, waiting an hour to be tried again,
 * with a payment of its own that can be refunded.
 */
export const waitingCopyOf = (orderId: string) =>
  copyOrder(orderId, {
    status: 'paid',
    submission: {
      status: 'pending',
      runAfter: new Date(Date.now() + 60 * 60_000).toISOString(),
      lastError: 'The print partner did not answer',
    },
    step: { kind: 'paid', detail: {} },
    ownPayment: true,
  });
