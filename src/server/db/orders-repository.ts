import type { Selectable } from 'kysely';
import { z } from 'zod';
import { apiAddressRecordSchema } from '../../shared/api/address';
import { orderAnswerSchema } from '../../shared/api/orders';
import { pricedLineSchema } from '../domain/checkout/price-lines';
import { ORDER_TASKS, type OrderRecord } from '../domain/orders/order-record';
import type { Db } from './database';
import type { OrdersTable } from './schema';
import { readStoredJson } from './stored-json';

function toRecord(row: Selectable<OrdersTable>): OrderRecord {
  return {
    id: row.id,
    displayId: row.display_id,
    paymentIntentId: row.payment_intent_id,
    owner: { customerId: row.customer_id, guestSessionId: row.guest_session_id },
    accessToken: row.access_token,
    email: row.email,
    lines: readStoredJson(z.array(pricedLineSchema), row.lines, `orders.lines of order ${row.id}`),
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
    status: row.status,
    partnerOrderId: row.partner_order_id,
    answer: readStoredJson(orderAnswerSchema, row.answer, `orders.answer of order ${row.id}`),
    createdAt: new Date(row.created_at),
  };
}

/** Orders, one per payment intent, and the outbox tasks each owes. */
export function createOrdersRepository(db: Db) {
  async function findByPaymentIntent(id: string): Promise<OrderRecord | undefined> {
    const row = await db
      .selectFrom('orders')
      .selectAll()
      .where('payment_intent_id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  return {
    findByPaymentIntent,

    async findById(id: string): Promise<OrderRecord | undefined> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * Stores the order unless its payment intent already has one, in one transaction with its
     * outbox tasks and the checkout's completion. The unique constraint decides, never a
     * read first: of any number of concurrent calls exactly one inserts, and all get the one
     * stored order back (`created` tells the caller whether it was theirs).
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
            lines: JSON.stringify(order.lines),
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
            partner_order_id: order.partnerOrderId,
            answer: JSON.stringify(order.answer),
            created_at: at,
            updated_at: at,
          })
          .onConflict((conflict) => conflict.column('payment_intent_id').doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
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
        await trx
          .updateTable('checkouts')
          .set({ status: 'completed', updated_at: at })
          .where('payment_intent_id', '=', order.paymentIntentId)
          .execute();
        return true;
      });
      const stored = await findByPaymentIntent(order.paymentIntentId);
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
      return rows.map(toRecord);
    },

    async setPartnerOrder(id: string, partnerOrderId: string, status: string, now: Date) {
      await db
        .updateTable('orders')
        .set({ partner_order_id: partnerOrderId, status, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async setStatus(id: string, status: string, now: Date) {
      await db
        .updateTable('orders')
        .set({ status, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
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
