import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Setup, not the journey under test: a copy of a bought order as the outbox leaves one the
 * print partner refused (its submission given up, the order needing attention), under a new id
 * and order number. The shopper's own order is left as it was.
 */
export function refusedCopyOf(orderId: string): { id: string; displayId: string } {
  const dir = process.env.E2E_STORE_DATA_DIR;
  if (!dir) throw new Error('E2E_STORE_DATA_DIR is not set: run the tests through Playwright');
  const db = new Database(join(dir, 'store.sqlite'));
  db.pragma('busy_timeout = 5000');
  const id = `order-${randomUUID()}`;
  const displayId = `MM-${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
  const now = new Date().toISOString();
  const columns = (table: string, replaced: Record<string, string>) => {
    const names = (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
    return {
      list: names.join(', '),
      select: names.map((name) => (name in replaced ? `${replaced[name]} as ${name}` : name)),
    };
  };
  try {
    db.transaction(() => {
      const order = columns('orders', {
        id: '@id',
        display_id: '@displayId',
        payment_intent_id: "'pi_refused_' || @id",
        access_token: "'token-' || @id",
        status: "'needs_attention'",
        partner_order_id: 'null',
        partner_status: 'null',
        amount_refunded: '0',
        created_at: '@now',
        updated_at: '@now',
      });
      db.prepare(
        `insert into orders (${order.list}) select ${order.select.join(', ')} from orders where id = @orderId`,
      ).run({ id, displayId, now, orderId });
      const lines = columns('order_lines', { order_id: '@id' });
      const withoutId = lines.select.filter((name) => name !== 'id');
      const lineList = lines.list
        .split(', ')
        .filter((name) => name !== 'id')
        .join(', ');
      db.prepare(
        `insert into order_lines (${lineList}) select ${withoutId.join(', ')} from order_lines where order_id = @orderId`,
      ).run({ id, orderId });
      db.prepare(
        `insert into order_tasks (order_id, kind, status, attempts, run_after, created_at, updated_at, last_error)
         values (@id, 'submit_to_partner', 'failed', 1, @now, @now, @now, 'Variant is not available')`,
      ).run({ id, now });
      db.prepare(
        `insert into order_events (id, order_id, kind, idempotency_key, detail, created_at)
         values (@eventId, @id, 'needs_attention', @key, '{"reason":"Variant is not available"}', @now)`,
      ).run({ eventId: `evt-${randomUUID()}`, id, key: `${id}:refused`, now });
    })();
  } finally {
    db.close();
  }
  return { id, displayId };
}
