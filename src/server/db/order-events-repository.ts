import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { OrderEvent, OrderEventKind } from '../domain/orders/order-events';
import type { Db } from './database';
import type { Database, OrderEventsTable } from './schema';
import { readStoredJson } from './stored-json';

/** What a caller writes: the step, the key that makes it happen once, and what it carries. */
export interface NewOrderEvent {
  orderId: string;
  kind: OrderEventKind;
  /** The same change always gets the same key (`<order>:shipped`, a webhook's id...). */
  key: string;
  detail?: Record<string, unknown>;
}

const detailSchema = z.record(z.string(), z.unknown());

/**
 * Event ids sort in the order this process stored them (a monotonic counter, then randomness
 * across processes), so events stored in the same millisecond still list in order.
 */
const eventId = () =>
  `evt-${process.hrtime.bigint().toString(36).padStart(14, '0')}-${randomUUID().slice(0, 8)}`;

/**
 * Stores the event unless its key is already stored; true when this call stored it. The unique
 * key decides, so two processes (a poll and a webhook) seeing the same change store it once.
 * Takes a transaction so the event lands with the change it describes.
 */
export async function insertEventOnce(
  db: Kysely<Database>,
  event: NewOrderEvent,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('order_events')
    .values({
      id: eventId(),
      order_id: event.orderId,
      kind: event.kind,
      idempotency_key: event.key,
      detail: JSON.stringify(event.detail ?? {}),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

type EventRow = Selectable<OrderEventsTable>;

function toEvent(row: EventRow): OrderEvent {
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind as OrderEventKind,
    key: row.idempotency_key,
    detail: readStoredJson(detailSchema, row.detail, `order_events.detail of ${row.id}`),
    createdAt: new Date(row.created_at),
  };
}

/** Orders' timelines: every step stored once, oldest first. */
export function createOrderEventsRepository(db: Db) {
  const inOrder = () =>
    db.selectFrom('order_events').selectAll().orderBy('created_at').orderBy('id');

  return {
    recordOnce: (event: NewOrderEvent, now: Date) => insertEventOnce(db, event, now),

    async listForOrder(orderId: string): Promise<OrderEvent[]> {
      const rows = await inOrder().where('order_id', '=', orderId).execute();
      return rows.map(toEvent);
    },

    /** Several orders' timelines in one query (an account's order list), by order id. */
    async listForOrders(orderIds: readonly string[]): Promise<Map<string, OrderEvent[]>> {
      const byOrder = new Map<string, OrderEvent[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return byOrder;
      const rows = await inOrder().where('order_id', 'in', orderIds).execute();
      for (const row of rows) byOrder.get(row.order_id)?.push(toEvent(row));
      return byOrder;
    },
  };
}

export type OrderEventsRepository = ReturnType<typeof createOrderEventsRepository>;
