import type { ExpressionBuilder, Selectable } from 'kysely';
import { apiAddressRecordSchema } from '../../shared/api/address';
import { orderAnswerSchema } from '../../shared/api/orders';
import type { PricedLine } from '../domain/checkout/price-lines';
import { statusEventKey } from '../domain/orders/order-events';
import { ORDER_TASKS, type OrderRecord } from '../domain/orders/order-record';
import {
  AT_PARTNER_STATUSES,
  LIVE_PARTNER_WORDS,
  readStoredStatus,
} from '../domain/orders/order-status';
import type { Db } from './database';
import { insertEventOnce } from './order-events-repository';
import { fromLineRow, toLineRows } from './order-line-rows';
import { moveOrderStatus, type StatusMove } from './order-status-moves';
import type { Database, OrderLinesTable, OrdersTable } from './schema';
import { readStoredJson } from './stored-json';

function toRecord(row: Selectable<OrdersTable>, lines: PricedLine[]): OrderRecord {
  return {
    id: row.id,
    displayId: row.display_id,
    paymentIntentId: row.payment_intent_id,
    owner: { customerId: row.customer_id, guestSessionId: row.guest_session_id },
    accessToken: row.access_token,
    email: row.email,
    lines,
    address: readStoredJson(
      apiAddressRecordSchema,
      row.address,
      `orders.address of order ${row.id}`,
    ),
    shippingMethodId: row.shipping_method_id,
    shippingCost: row.shipping_cost,
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    currency: row.currency,
    taxCalculationId: row.tax_calculation_id,
    taxTransactionId: row.tax_transaction_id,
    status: readStoredStatus(row.status),
    partnerOrderId: row.partner_order_id,
    partnerStatus: row.partner_status,
    amountRefunded: Number(row.amount_refunded),
    answer: readStoredJson(orderAnswerSchema, row.answer, `orders.answer of order ${row.id}`),
    createdAt: new Date(row.created_at),
  };
}

/** Orders, one per payment intent, with their lines, their outbox tasks and their timeline. */
export function createOrdersRepository(db: Db) {
  async function linesOf(orderIds: string[]): Promise<Map<string, PricedLine[]>> {
    const byOrder = new Map<string, PricedLine[]>();
    if (orderIds.length === 0) return byOrder;
    const lineRows = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('position')
      .execute();
    for (const line of lineRows) {
      byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), fromLineRow(line)]);
    }
    return byOrder;
  }

  async function withLines(rows: Selectable<OrdersTable>[]): Promise<OrderRecord[]> {
    const lines = await linesOf(rows.map((row) => row.id));
    return rows.map((row) => toRecord(row, lines.get(row.id) ?? []));
  }

  /**
   * One order with its lines in one query (a query costs a round trip and a wait for a
   * connection on Postgres). The two tables share no column name, so the join keeps both.
   */
  async function findOne(column: 'id' | 'payment_intent_id' | 'partner_order_id', value: string) {
    const rows = await db
      .selectFrom('orders')
      .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .selectAll(['orders', 'order_lines'])
      .where(`orders.${column}`, '=', value)
      .orderBy('order_lines.position')
      .execute();
    const [first] = rows;
    if (!first) return undefined;
    const lines = rows.flatMap((row) =>
      row.order_id === null ? [] : [fromLineRow(row as Selectable<OrderLinesTable>)],
    );
    return toRecord(first, lines);
  }

  return {
    findByPaymentIntent: (id: string) => findOne('payment_intent_id', id),
    findById: (id: string) => findOne('id', id),
    /** The order the print partner knows by `id`. */
    findByPartnerOrder: (id: string) => findOne('partner_order_id', id),

    /**
     * Stores the order unless its payment intent already has one, in one transaction with its
     * lines, its outbox tasks, the 'paid' step of its timeline and the checkout's completion.
     * The unique constraint decides, never a read first: of any number of concurrent calls
     * exactly one inserts, and all get the one stored order back (`created` says whose).
     */
    async insertOnce(
      order: OrderRecord,
      now: Date,
    ): Promise<{ order: OrderRecord; created: boolean }> {
      const at = now.toISOString();
      const created = await db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('orders')
          .values({
            id: order.id,
            display_id: order.displayId,
            payment_intent_id: order.paymentIntentId,
            customer_id: order.owner.customerId,
            guest_session_id: order.owner.guestSessionId,
            access_token: order.accessToken,
            email: order.email,
            address: JSON.stringify(order.address),
            shipping_method_id: order.shippingMethodId,
            shipping_cost: order.shippingCost,
            subtotal: order.subtotal,
            tax_amount: order.taxAmount,
            total_amount: order.totalAmount,
            currency: order.currency,
            tax_calculation_id: order.taxCalculationId,
            tax_transaction_id: order.taxTransactionId,
            status: order.status,
            // A new order is paid; its goods have gone nowhere yet.
            fulfilment_status: order.status === 'refunded' ? 'paid' : order.status,
            partner_order_id: order.partnerOrderId,
            partner_status: order.partnerStatus,
            answer: JSON.stringify(order.answer),
            created_at: at,
            updated_at: at,
          })
          .onConflict((conflict) => conflict.column('payment_intent_id').doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        if (order.lines.length > 0) {
          await trx.insertInto('order_lines').values(toLineRows(order.id, order.lines)).execute();
        }
        await trx
          .insertInto('order_tasks')
          .values(
            ORDER_TASKS.map((kind) => ({
              order_id: order.id,
              kind,
              status: 'pending',
              run_after: at,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
        await insertEventOnce(
          trx,
          { orderId: order.id, kind: order.status, key: statusEventKey(order.id, order.status) },
          now,
        );
        await trx
          .updateTable('checkouts')
          .set({ status: 'completed', updated_at: at })
          .where('payment_intent_id', '=', order.paymentIntentId)
          .execute();
        return true;
      });
      const stored = await findOne('payment_intent_id', order.paymentIntentId);
      if (!stored) throw new Error(`Order for ${order.paymentIntentId} vanished after insert`);
      return { order: stored, created };
    },

    /** A customer's orders, newest first. */
    async listByCustomer(customerId: string, limit: number): Promise<OrderRecord[]> {
      const rows = await db
        .selectFrom('orders')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return withLines(rows);
    },

    /** The partner's id for the order, and its word for where the order is. */
    async setPartnerOrder(id: string, partnerOrderId: string, partnerStatus: string, now: Date) {
      await db
        .updateTable('orders')
        .set({
          partner_order_id: partnerOrderId,
          partner_status: partnerStatus,
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The partner's word for an order whose status no longer follows the partner (refunded,
     * cancelled, needing attention): kept so the owner sees it, and so the poll knows when the
     * partner is done with it.
     */
    async recordPartnerWord(id: string, partnerStatus: string, now: Date) {
      await db
        .updateTable('orders')
        .set({ partner_status: partnerStatus, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    moveStatus: (move: StatusMove, now: Date) => moveOrderStatus(db, move, now),

    /**
     * Up to `limit` orders at the partner that nobody asked the partner about in the last
     * `intervalMs`, the longest unasked first, each marked asked now: those whose status follows
     * the partner, and any other the partner still holds by its last word, whatever the store
     * did to it (a refunded order the provider is still making). The mark is taken in the same
     * statement, and only while still due, so processes polling together each get different
     * orders and no order is asked twice an interval.
     */
    async claimPartnerChecks(now: Date, intervalMs: number, limit: number): Promise<OrderRecord[]> {
      const dueBefore = new Date(now.getTime() - intervalMs).toISOString();
      const due = (eb: ExpressionBuilder<Database, 'orders'>) =>
        eb.or([eb('partner_checked_at', 'is', null), eb('partner_checked_at', '<=', dueBefore)]);
      const rows = await db
        .updateTable('orders')
        .set({ partner_checked_at: now.toISOString() })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('orders')
            .select('id')
            .where('partner_order_id', 'is not', null)
            .where((eb) =>
              eb.or([
                eb('status', 'in', AT_PARTNER_STATUSES),
                eb('partner_status', 'in', LIVE_PARTNER_WORDS),
              ]),
            )
            .where(due)
            .orderBy('partner_checked_at', (order) => order.asc().nullsFirst())
            .limit(limit),
        )
        .where(due)
        .returningAll()
        .execute();
      return withLines(rows);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
