import { randomBytes } from 'node:crypto';
import type { FakeReply } from './fake-printify';
import { stripeError } from './fake-stripe-tax';

type Json = Record<string, unknown>;

const invalid = (message: string, code?: string, param?: string) =>
  stripeError(400, 'invalid_request_error', message, code, param);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * POST /v1/refunds of the Stripe stand-in, against its payment intents: a refund object in
 * Stripe's documented shape, and Stripe's refusals (an unknown or unpaid intent, an amount that
 * is not a positive integer, more than is left, a charge already wholly refunded).
 */
export function createFakeRefunds(intents: ReadonlyMap<string, Json>) {
  const refunded = new Map<string, number>();
  const charges = new Map<string, string>();

  return function refund(form: URLSearchParams): FakeReply {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) {
      return invalid(`No such payment_intent: '${intentId}'`, 'resource_missing', 'payment_intent');
    }
    if (intent.status !== 'succeeded') {
      return invalid(
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      );
    }
    const charge = charges.get(intentId) ?? `ch_fake${randomBytes(8).toString('hex')}`;
    charges.set(intentId, charge);
    const before = refunded.get(intentId) ?? 0;
    const left = Number(intent.amount) - before;
    const asked = form.has('amount') ? Number(form.get('amount')) : undefined;
    if (asked !== undefined && (!Number.isInteger(asked) || asked < 1)) {
      return invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    }
    if (left <= 0) {
      return invalid(`Charge ${charge} has already been refunded.`, 'charge_already_refunded');
    }
    const amount = asked ?? left;
    if (amount > left) {
      const message = `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`;
      return invalid(message, undefined, 'amount');
    }
    refunded.set(intentId, before + amount);
    return {
      status: 200,
      body: {
        id: `re_fake${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        balance_transaction: `txn_fake${randomBytes(8).toString('hex')}`,
        charge,
        created: Math.floor(Date.now() / 1000),
        currency: intent.currency,
        metadata: {},
        payment_intent: intentId,
        reason: form.get('reason'),
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      },
    };
  };
}
