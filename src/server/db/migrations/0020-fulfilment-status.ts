import type { Kysely, Migration } from 'kysely';
import type { OrderEvent, OrderEventKind } from '../../domain/orders/order-events';
import { fulfilmentStatusOf } from '../../domain/orders/order-standing';

interface Tables {
  orders: { id: string; status: string; fulfilment_status: string };
  order_events: { order_id: string; kind: string; detail: string; created_at: string; id: string };
}

const PAGE = 500;

/**
 * A refunded order's goods stood where its timeline's last other step left them (a delivered
 * order refunded was still delivered): read page by page, as the detail screen reads it.
 */
async function backfillRefunded(db: Kysely<Tables>): Promise<void> {
  let after = '';
  for (;;) {
    const orders = await db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'refunded')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (orders.length === 0) return;
    const ids = orders.map((order) => order.id);
    const rows = await db
      .selectFrom('order_events')
      .select(['id', 'order_id', 'kind', 'created_at'])
      .where('order_id', 'in', ids)
      .execute();
    const byOrder = new Map<string, OrderEvent[]>(ids.map((id) => [id, []]));
    for (const row of rows) {
      byOrder.get(row.order_id)?.push({
        id: row.id,
        orderId: row.order_id,
        kind: row.kind as OrderEventKind,
        key: row.id,
        // Only the statuses reached and when count here, not what they carried.
        detail: {},
        createdAt: new Date(row.created_at),
      });
    }
    for (const [id, events] of byOrder) {
      await db
        .updateTable('orders')
        .set({ fulfilment_status: fulfilmentStatusOf('refunded', events) })
        .where('id', '=', id)
        .execute();
    }
    after = ids[ids.length - 1] ?? after;
  }
}

/**
 * How far an order's goods got, kept apart from its status (issue 37): a refund turns the
 * status to `refunded`, but the owner still counts a delivered order as delivered and a
 * cancelled one as cancelled. Kept true where statuses move (order-status-moves.ts); the
 * owner's list filters, counts and pages by it, newest first, hence the indexes.
 */
export const addFulfilmentStatus: Migration = {
  async up(db: Kysely<unknown>) {
    const typed = db as unknown as Kysely<Tables>;
    await db.schema
      .alterTable('orders')
      .addColumn('fulfilment_status', 'varchar(32)', (col) => col.notNull().defaultTo('paid'))
      .execute();
    await typed
      .updateTable('orders')
      .set((eb) => ({ fulfilment_status: eb.ref('status') }))
      .where('status', '<>', 'refunded')
      .execute();
    await backfillRefunded(typed);
    await db.schema
      .createIndex('orders_by_fulfilment')
      .on('orders')
      .columns(['fulfilment_status', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('orders_by_created')
      .on('orders')
      .columns(['created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_by_created').execute();
    await db.schema.dropIndex('orders_by_fulfilment').execute();
    await db.schema.alterTable('orders').dropColumn('fulfilment_status').execute();
  },
};
