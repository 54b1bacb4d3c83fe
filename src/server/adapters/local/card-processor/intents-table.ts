import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import type { LocalPaymentIntentsTable } from '../../../db/schema';
import { readStoredJson } from '../../../db/stored-json';
import type {
  IntentChange,
  PaymentIntent,
  PaymentIntentStatus,
} from '../../../ports/card-processor';
import { brandOfLast4 } from './test-cards';

export type IntentRow = Selectable<LocalPaymentIntentsTable>;

const metadataSchema = z.record(z.string(), z.string()) satisfies z.ZodType<
  PaymentIntent['metadata']
>;
const lastErrorSchema = z.object({ code: z.string(), message: z.string() }) satisfies z.ZodType<
  NonNullable<PaymentIntent['lastError']>
>;

export function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    metadata: readStoredJson(
      metadataSchema,
      row.metadata,
      `local_payment_intents.metadata of ${row.id}`,
    ),
    lastError: row.last_error
      ? readStoredJson(
          lastErrorSchema,
          row.last_error,
          `local_payment_intents.last_error of ${row.id}`,
        )
      : undefined,
    ...(row.card_last4 && row.status === 'succeeded'
      ? { card: { brand: brandOfLast4(row.card_last4), last4: row.card_last4 } }
      : {}),
    createdAt: new Date(row.created_at),
  };
}

/** Stripe's JSON for an intent: what the confirm call answers and what events carry. */
export function stripeIntentJson(intent: PaymentIntent, nextActionUrl?: string) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    metadata: intent.metadata,
    created: Math.floor(intent.createdAt.getTime() / 1000),
    livemode: false,
    last_payment_error: intent.lastError ?? null,
    next_action: nextActionUrl
      ? { type: 'redirect_to_url' as const, redirect_to_url: { url: nextActionUrl } }
      : null,
  };
}

/** The local processor's intents; a status moves only from the state a caller saw. */
export function createIntentsTable(db: Db) {
  return {
    async insertOnce(row: IntentRow): Promise<IntentRow> {
      await db
        .insertInto('local_payment_intents')
        .values(row)
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute();
      return db
        .selectFrom('local_payment_intents')
        .selectAll()
        .where('idempotency_key', '=', row.idempotency_key)
        .executeTakeFirstOrThrow();
    },

    async find(id: string): Promise<IntentRow | undefined> {
      return db
        .selectFrom('local_payment_intents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** True when this call made the move: of two racing confirmations only one wins. */
    async move(
      id: string,
      from: readonly PaymentIntentStatus[],
      change: {
        status: PaymentIntentStatus;
        lastError: PaymentIntent['lastError'] | null;
        last4?: string;
      },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('local_payment_intents')
        .set({
          status: change.status,
          last_error: change.lastError ? JSON.stringify(change.lastError) : null,
          ...(change.last4 ? { card_last4: change.last4 } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** True when the intent was still unpaid and unstarted, and now holds `change`. */
    async reprice(id: string, change: IntentChange, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('local_payment_intents')
        .set({
          amount: change.amount,
          receipt_email: change.receiptEmail,
          metadata: JSON.stringify(change.metadata),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'requires_payment_method')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addRefund(id: string, amount: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('local_payment_intents')
        .set((eb) => ({
          amount_refunded: eb('amount_refunded', '+', amount),
          updated_at: now.toISOString(),
        }))
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where((eb) => eb(eb('amount_refunded', '+', amount), '<=', eb.ref('amount')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type IntentsTable = ReturnType<typeof createIntentsTable>;
