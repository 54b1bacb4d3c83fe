import type { Selectable } from 'kysely';
import type { ApiAddress } from '../../shared/api/address';
import type { CheckoutRecord } from '../domain/checkout/checkout-record';
import type { PricedLine } from '../domain/checkout/price-lines';
import type { Db } from './database';
import type { CheckoutsTable } from './schema';

function toRecord(row: Selectable<CheckoutsTable>): CheckoutRecord {
  return {
    paymentIntentId: row.payment_intent_id,
    owner: { customerId: row.customer_id, guestSessionId: row.guest_session_id },
    email: row.email,
    lines: JSON.parse(row.lines) as PricedLine[],
    address: JSON.parse(row.address) as ApiAddress,
    shippingMethodId: row.shipping_method_id,
    shippingCost: row.shipping_cost,
    taxCalculationId: row.tax_calculation_id,
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    currency: row.currency,
    status: row.status === 'completed' ? 'completed' : 'open',
    createdAt: new Date(row.created_at),
  };
}

/** Checkout records, one per payment intent. */
export function createCheckoutsRepository(db: Db) {
  return {
    async insert(record: CheckoutRecord): Promise<void> {
      const at = record.createdAt.toISOString();
      await db
        .insertInto('checkouts')
        .values({
          payment_intent_id: record.paymentIntentId,
          customer_id: record.owner.customerId,
          guest_session_id: record.owner.guestSessionId,
          email: record.email,
          lines: JSON.stringify(record.lines),
          address: JSON.stringify(record.address),
          shipping_method_id: record.shippingMethodId,
          shipping_cost: record.shippingCost,
          tax_calculation_id: record.taxCalculationId,
          subtotal: record.subtotal,
          tax_amount: record.taxAmount,
          total_amount: record.totalAmount,
          currency: record.currency,
          status: record.status,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    async findByPaymentIntent(id: string): Promise<CheckoutRecord | undefined> {
      const row = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('payment_intent_id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Open checkouts created in [from, to): what the sweeper asks the processor about. */
    async listOpenCreatedBetween(from: Date, to: Date, limit: number): Promise<CheckoutRecord[]> {
      const rows = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('status', '=', 'open')
        .where('created_at', '>=', from.toISOString())
        .where('created_at', '<', to.toISOString())
        .orderBy('created_at')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
  };
}

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;
