import type { ExpressionBuilder, Selectable } from 'kysely';
import { z } from 'zod';
import { apiAddressRecordSchema } from '../../shared/api/address';
import type { CheckoutPricing, CheckoutRecord, Owner } from '../domain/checkout/checkout-record';
import { pricedLineSchema } from '../domain/checkout/price-lines';
import type { Db } from './database';
import type { CheckoutsTable, Database } from './schema';
import { readStoredJson } from './stored-json';

const STATUSES = new Set<CheckoutRecord['status']>(['open', 'completed', 'expired']);

function toRecord(row: Selectable<CheckoutsTable>): CheckoutRecord {
  return {
    paymentIntentId: row.payment_intent_id,
    owner: { customerId: row.customer_id, guestSessionId: row.guest_session_id },
    email: row.email,
    lines: readStoredJson(
      z.array(pricedLineSchema),
      row.lines,
      `checkouts.lines of checkout ${row.payment_intent_id}`,
    ),
    address: readStoredJson(
      apiAddressRecordSchema,
      row.address,
      `checkouts.address of checkout ${row.payment_intent_id}`,
    ),
    shippingMethodId: row.shipping_method_id,
    shippingCost: row.shipping_cost,
    taxCalculationId: row.tax_calculation_id,
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    currency: row.currency,
    fingerprint: row.fingerprint,
    status: STATUSES.has(row.status as CheckoutRecord['status'])
      ? (row.status as CheckoutRecord['status'])
      : 'open',
    createdAt: new Date(row.created_at),
  };
}

function pricingColumns(pricing: CheckoutPricing) {
  return {
    email: pricing.email,
    lines: JSON.stringify(pricing.lines),
    address: JSON.stringify(pricing.address),
    shipping_method_id: pricing.shippingMethodId,
    shipping_cost: pricing.shippingCost,
    tax_calculation_id: pricing.taxCalculationId,
    subtotal: pricing.subtotal,
    tax_amount: pricing.taxAmount,
    total_amount: pricing.totalAmount,
    fingerprint: pricing.fingerprint,
  };
}

/**
 * A customer's checkouts by account; a guest's by session while no account has claimed them
 * (a claimed checkout is the account's, see guest-claims-repository).
 */
function ownedBy(owner: Owner) {
  return (eb: ExpressionBuilder<Database, 'checkouts'>) =>
    owner.customerId
      ? eb('customer_id', '=', owner.customerId)
      : eb.and([
          eb('guest_session_id', '=', owner.guestSessionId ?? ''),
          eb('customer_id', 'is', null),
        ]);
}

/** A due checkout, with how many times the sweeper has looked at it. */
export interface DueCheckout {
  checkout: CheckoutRecord;
  nextCheckAt: string;
  checks: number;
}

/** Checkout records, one per payment intent. */
export function createCheckoutsRepository(db: Db) {
  return {
    /** False when a checkout is already kept under this intent (a repeated request's). */
    async insert(record: CheckoutRecord): Promise<boolean> {
      const at = record.createdAt.toISOString();
      const result = await db
        .insertInto('checkouts')
        .values({
          payment_intent_id: record.paymentIntentId,
          customer_id: record.owner.customerId,
          guest_session_id: record.owner.guestSessionId,
          ...pricingColumns(record),
          currency: record.currency,
          status: record.status,
          next_check_at: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('payment_intent_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async findByPaymentIntent(id: string): Promise<CheckoutRecord | undefined> {
      const row = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('payment_intent_id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** The owner's newest open checkout: the one a new request re-prices. */
    async findOpenByOwner(owner: Owner): Promise<CheckoutRecord | undefined> {
      const row = await db
        .selectFrom('checkouts')
        .selectAll()
        .where(ownedBy(owner))
        .where('status', '=', 'open')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** How many checkouts the owner has ever had; it only grows. */
    async countByOwner(owner: Owner): Promise<number> {
      const row = await db
        .selectFrom('checkouts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) =>
          owner.customerId
            ? eb('customer_id', '=', owner.customerId)
            : eb('guest_session_id', '=', owner.guestSessionId ?? ''),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** False when the checkout is no longer open (paid and made into an order meanwhile). */
    async reprice(paymentIntentId: string, pricing: CheckoutPricing, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('checkouts')
        .set({ ...pricingColumns(pricing), updated_at: now.toISOString() })
        .where('payment_intent_id', '=', paymentIntentId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Open checkouts whose next check has come, created before `createdBefore`; oldest due first. */
    async listDue(now: Date, createdBefore: Date, limit: number): Promise<DueCheckout[]> {
      const rows = await db
        .selectFrom('checkouts')
        .selectAll()
        .where('status', '=', 'open')
        .where('next_check_at', '<=', now.toISOString())
        .where('created_at', '<=', createdBefore.toISOString())
        .orderBy('next_check_at')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        checkout: toRecord(row),
        nextCheckAt: row.next_check_at ?? row.created_at,
        checks: row.check_count,
      }));
    },

    /**
     * Moves a due checkout's next check to `next`, counting the look. True when this call moved
     * it: of two sweepers that listed it, only one goes on to ask the processor.
     */
    async postpone(
      paymentIntentId: string,
      seenNextCheckAt: string,
      next: Date,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('checkouts')
        .set((eb) => ({
          next_check_at: next.toISOString(),
          check_count: eb('check_count', '+', 1),
          updated_at: now.toISOString(),
        }))
        .where('payment_intent_id', '=', paymentIntentId)
        .where('status', '=', 'open')
        .where('next_check_at', '=', seenNextCheckAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** An open checkout given up: its intent is cancelled, it will never make an order. */
    async expire(paymentIntentId: string, now: Date): Promise<void> {
      await db
        .updateTable('checkouts')
        .set({ status: 'expired', updated_at: now.toISOString() })
        .where('payment_intent_id', '=', paymentIntentId)
        .where('status', '=', 'open')
        .execute();
    },
  };
}

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;
