import { type Cents, sumCents } from '../../../shared/money';

/** Why an order cannot be refunded the amount asked. */
export type RefundAmountError =
  /** Earlier refunds already gave back everything that was paid. */
  | { ok: false; code: 'nothing_left' }
  /** The amount asked is more than what is still unrefunded (`left`). */
  | { ok: false; code: 'more_than_left'; left: Cents }
  /** The amount asked is not a whole, positive number of cents. */
  | { ok: false; code: 'invalid_amount' };

/**
 * The amount to give back; `remaining` is what is still unrefunded after it, so `full` says
 * this refund gives back the last of the payment (the order is then wholly refunded).
 */
export type RefundAmount =
  | { ok: true; amount: Cents; remaining: Cents; full: boolean }
  | RefundAmountError;

/**
 * The refund rule: an order gives back at most what was paid, across all its refunds. With no
 * amount asked, the refund is everything still unrefunded.
 */
export function refundAmount(input: {
  paid: Cents;
  earlierRefunds: readonly Cents[];
  asked?: Cents;
}): RefundAmount {
  const left = Math.max(0, input.paid - sumCents(input.earlierRefunds));
  const { asked } = input;
  if (asked !== undefined && (!Number.isSafeInteger(asked) || asked <= 0)) {
    return { ok: false, code: 'invalid_amount' };
  }
  if (left === 0) return { ok: false, code: 'nothing_left' };
  const amount = asked ?? left;
  if (amount > left) return { ok: false, code: 'more_than_left', left };
  const remaining = left - amount;
  return { ok: true, amount, remaining, full: remaining === 0 };
}
