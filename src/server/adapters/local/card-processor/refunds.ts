import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { LocalRefundsTable } from '../../../db/schema';
import type {
  Refund,
  RefundFailure,
  RefundRequest,
  RefundResult,
} from '../../../ports/card-processor';
import { createIntentsTable } from './intents-table';

/** Thrown inside the transaction so the refund row it wrote goes with it. */
class Refused extends Error {
  constructor(readonly failure: RefundFailure) {
    super(failure.message);
  }
}

const fail = (code: RefundFailure['code'], message: string): RefundFailure => ({
  ok: false,
  code,
  message,
});

const toRefund = (row: Selectable<LocalRefundsTable>): Refund => ({
  id: row.id,
  paymentIntentId: row.payment_intent_id,
  amount: row.amount,
  status: 'succeeded',
});

/**
 * The local processor's refunds, kept one per idempotency key in `local_refunds`, by Stripe's
 * rules and in its words: only a succeeded payment, never more than it took across all its
 * refunds (the intent's `amount_refunded` moves only while it stays within the amount, so two
 * refunds at once cannot both take the last of it).
 */
export function createLocalRefunds(deps: { db: Db; clock: () => Date }) {
  async function find(key: string) {
    return deps.db
      .selectFrom('local_refunds')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** What the key's first refund answers to a repeat of it; a key is for one refund only. */
  function replay(row: Selectable<LocalRefundsTable>, request: RefundRequest): RefundResult {
    return row.payment_intent_id === request.paymentIntentId && row.amount === request.amount
      ? { ok: true, refund: toRefund(row) }
      : fail(
          'refused',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
  }

  /** Why `request` cannot be refunded now, read inside the refund's transaction. */
  async function refusal(db: Db, request: RefundRequest): Promise<RefundFailure | undefined> {
    const { paymentIntentId: id, amount } = request;
    const intent = await createIntentsTable(db).find(id);
    if (!intent) return fail('unknown_payment', `No such payment_intent: '${id}'`);
    if (intent.status !== 'succeeded') {
      return fail('refused', `PaymentIntent ${id} does not have a successful charge to refund.`);
    }
    const left = intent.amount - intent.amount_refunded;
    if (left <= 0) return fail('already_refunded', `Charge for ${id} has already been refunded.`);
    if (amount > left) {
      return fail(
        'amount_too_large',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    return undefined;
  }

  return async function refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      return fail('refused', 'Invalid positive integer');
    }
    const earlier = await find(request.idempotencyKey);
    if (earlier) return replay(earlier, request);
    const now = deps.clock();
    const row = {
      id: `re_local_${randomBytes(12).toString('hex')}`,
      idempotency_key: request.idempotencyKey,
      payment_intent_id: request.paymentIntentId,
      amount: request.amount,
      status: 'succeeded',
      created_at: now.toISOString(),
    };
    try {
      const made = await deps.db.transaction().execute(async (trx) => {
        // A call racing on the same key waits here for the first one's commit, then adds nothing.
        const inserted = await trx
          .insertInto('local_refunds')
          .values(row)
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const refused = await refusal(trx, request);
        if (refused) throw new Refused(refused);
        const { paymentIntentId, amount } = request;
        if (await createIntentsTable(trx).addRefund(paymentIntentId, amount, now)) return true;
        // Another refund took what was left between the read and the write; read it again.
        throw new Refused(
          (await refusal(trx, request)) ??
            fail('amount_too_large', 'Refund amount is greater than unrefunded amount on charge'),
        );
      });
      if (made) return { ok: true, refund: toRefund(row) };
    } catch (error) {
      if (error instanceof Refused) return error.failure;
      throw error;
    }
    const first = await find(request.idempotencyKey);
    if (!first) throw new Error(`Refund ${request.idempotencyKey} vanished while it was made`);
    return replay(first, request);
  };
}
