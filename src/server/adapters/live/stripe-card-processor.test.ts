import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CardProcessorUnavailableError,
  type CreateIntentRequest,
  WebhookVerificationError,
} from '../../ports/card-processor';
import {
  type FakeStripePayments,
  startFakeStripePayments,
} from '../../testing/fakes/fake-stripe-payments';
import { signWebhookPayload } from '../webhook-signature';
import { createStripeCardProcessor } from './stripe-card-processor';

const KEY = 'sk_test_local_card_processor';
const WEBHOOK_SECRET = 'whsec_local';

let fake: FakeStripePayments;
beforeEach(async () => {
  fake = await startFakeStripePayments(KEY);
});
afterEach(() => fake.close());

const processor = (secretKey = KEY, baseURL = fake.url, timeoutMs = 2_000) =>
  createStripeCardProcessor({ secretKey, webhookSecret: WEBHOOK_SECRET, baseURL, timeoutMs });

const request = (overrides: Partial<CreateIntentRequest> = {}): CreateIntentRequest => ({
  amount: 14_578,
  currency: 'usd',
  receiptEmail: 'ada@example.com',
  metadata: { checkoutId: 'chk_1', owner: 'anon-42' },
  idempotencyKey: 'checkout-chk_1-v1',
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: Error) => error,
  );
}

describe('Stripe card processor against a local stand-in', () => {
  it('creates an unpaid intent from what it was sent, with a client secret', async () => {
    const intent = await processor().createIntent(request());
    expect(intent).toMatchObject({
      amount: 14_578,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { checkoutId: 'chk_1', owner: 'anon-42' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.lastError).toBeUndefined();
    expect(Math.abs(intent.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const [call] = fake.calls;
    expect(call?.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.idempotencyKey).toBe('checkout-chk_1-v1');
    expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
      amount: '14578',
      currency: 'usd',
      receipt_email: 'ada@example.com',
      'metadata[checkoutId]': 'chk_1',
      'metadata[owner]': 'anon-42',
      'automatic_payment_methods[enabled]': 'true',
    });
  });

  it('gives the same intent for a retried call under the same idempotency key', async () => {
    const first = await processor().createIntent(request());
    const again = await processor().createIntent(request());
    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    const other = await processor().createIntent(request({ idempotencyKey: 'checkout-chk_2' }));
    expect(other.id).not.toBe(first.id);
  });

  it('reads an intent back, paid or declined, and null for an id Stripe does not know', async () => {
    const card = processor();
    const paid = await card.createIntent(request());
    fake.succeed(paid.id);
    expect(await card.retrieveIntent(paid.id)).toMatchObject({
      id: paid.id,
      status: 'succeeded',
      amount: 14_578,
      // The charge is read with it: what the owner's order screen shows.
      card: { brand: 'visa', last4: '4242' },
    });

    const declined = await card.createIntent(request({ idempotencyKey: 'checkout-chk_2' }));
    fake.decline(declined.id, 'card_declined', 'Your card was declined.');
    expect(await card.retrieveIntent(declined.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
    });

    expect(await card.retrieveIntent('pi_unknown')).toBeNull();
  });

  it('refunds a paid intent in parts, each under its own idempotency key', async () => {
    const card = processor();
    const paid = await card.createIntent(request());
    fake.succeed(paid.id);
    const refund = (amount: number, idempotencyKey: string) =>
      card.refund({ paymentIntentId: paid.id, amount, idempotencyKey });
    const part = await refund(1_000, 'refund-1');
    expect(part).toMatchObject({
      ok: true,
      refund: { paymentIntentId: paid.id, amount: 1_000, status: 'succeeded' },
    });
    expect(part.ok && part.refund.id).toMatch(/^re_/);
    expect(await refund(1_000, 'refund-1')).toEqual(part);
    expect(await refund(13_578, 'refund-2')).toMatchObject({
      ok: true,
      refund: { amount: 13_578 },
    });
    const refunds = fake.calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds.map((call) => [call.idempotencyKey, Object.fromEntries(call.form)])).toEqual([
      ['refund-1', { payment_intent: paid.id, amount: '1000' }],
      ['refund-1', { payment_intent: paid.id, amount: '1000' }],
      ['refund-2', { payment_intent: paid.id, amount: '13578' }],
    ]);
  });

  it("gives Stripe's refusals of a refund as values", async () => {
    const card = processor();
    const paid = await card.createIntent(request());
    fake.succeed(paid.id);
    const refund = (amount: number, idempotencyKey: string, paymentIntentId = paid.id) =>
      card.refund({ paymentIntentId, amount, idempotencyKey });
    expect(await refund(14_579, 'refund-1')).toEqual({
      ok: false,
      code: 'amount_too_large',
      message: 'Refund amount ($145.79) is greater than unrefunded amount on charge ($145.78)',
    });
    expect(await refund(100, 'refund-2', 'pi_unknown')).toMatchObject({
      ok: false,
      code: 'unknown_payment',
    });
    expect(await refund(0, 'refund-3')).toMatchObject({ ok: false, code: 'refused' });
    expect(await refund(14_578, 'refund-4')).toMatchObject({ ok: true });
    expect(await refund(1, 'refund-5')).toMatchObject({ ok: false, code: 'already_refunded' });
    // A key is for one refund: reusing it for another amount is refused, not a second refund.
    expect(await refund(500, 'refund-4')).toMatchObject({ ok: false, code: 'refused' });
    const unpaid = await card.createIntent(request({ idempotencyKey: 'checkout-chk_2' }));
    expect(await refund(100, 'refund-6', unpaid.id)).toMatchObject({
      ok: false,
      code: 'refused',
      message: `This PaymentIntent (${unpaid.id}) does not have a successful charge to refund.`,
    });
  });

  it('re-prices an unpaid intent, and leaves a paid one as it is', async () => {
    const card = processor();
    const intent = await card.createIntent(request());
    const change = { amount: 20_000, receiptEmail: 'grace@example.com', metadata: { v: '2' } };
    expect(await card.updateIntent(intent.id, change)).toMatchObject({
      id: intent.id,
      clientSecret: intent.clientSecret,
      amount: 20_000,
      metadata: { checkoutId: 'chk_1', v: '2' },
    });
    const update = fake.calls.at(-1);
    expect(update?.path).toBe(`/v1/payment_intents/${intent.id}`);
    expect(Object.fromEntries(update?.form ?? [])).toMatchObject({
      amount: '20000',
      receipt_email: 'grace@example.com',
    });
    fake.succeed(intent.id);
    expect(await card.updateIntent(intent.id, { ...change, amount: 100 })).toBeNull();
    expect((await card.retrieveIntent(intent.id))?.amount).toBe(20_000);
    expect(await card.updateIntent('pi_unknown', change)).toBeNull();
  });

  it('cancels an unpaid intent, and answers a paid one as it stands', async () => {
    const card = processor();
    const unpaid = await card.createIntent(request());
    expect((await card.cancelIntent(unpaid.id))?.status).toBe('canceled');
    const cancel = fake.calls.at(-1);
    expect(cancel?.path).toBe(`/v1/payment_intents/${unpaid.id}/cancel`);
    expect(cancel?.form.get('cancellation_reason')).toBe('abandoned');
    expect((await card.retrieveIntent(unpaid.id))?.status).toBe('canceled');

    const paid = await card.createIntent(request({ idempotencyKey: 'checkout-chk_2' }));
    fake.succeed(paid.id);
    expect(await card.cancelIntent(paid.id)).toMatchObject({ id: paid.id, status: 'succeeded' });
    expect(await card.cancelIntent('pi_unknown')).toBeNull();
  });

  it("passes on Stripe's message for a request it refuses", async () => {
    const error = await failure(processor().createIntent(request({ amount: 10 })));
    expect(error).not.toBeInstanceOf(CardProcessorUnavailableError);
    expect(error.message).toBe('Amount must be at least $0.50 usd');
  });

  it('is unavailable, after retrying, while Stripe fails', async () => {
    fake.setOutage('errors');
    const error = await failure(processor().createIntent(request()));
    expect(error).toBeInstanceOf(CardProcessorUnavailableError);
    expect(fake.calls).toHaveLength(3);
    // The retries reuse the key, so a lost answer cannot become a second intent.
    expect(new Set(fake.calls.map((call) => call.idempotencyKey))).toEqual(
      new Set(['checkout-chk_1-v1']),
    );
  });

  it('is unavailable when Stripe does not answer in time or cannot be reached', async () => {
    fake.setOutage('silence');
    const card = processor(KEY, fake.url, 150);
    expect(await failure(card.retrieveIntent('pi_1'))).toBeInstanceOf(
      CardProcessorUnavailableError,
    );
    const closed = fake.url;
    await fake.close();
    fake = await startFakeStripePayments(KEY);
    const refund = { paymentIntentId: 'pi_1', amount: 100, idempotencyKey: 'refund-1' };
    expect(await failure(processor(KEY, closed).refund(refund))).toBeInstanceOf(
      CardProcessorUnavailableError,
    );
  });

  it('is unavailable with a refused key, without repeating the key', async () => {
    const wrongKey = 'sk_test_wrong_key_123456';
    const error = await failure(processor(wrongKey).createIntent(request()));
    expect(error).toBeInstanceOf(CardProcessorUnavailableError);
    expect(error.message).not.toContain(wrongKey);
    expect(fake.calls).toHaveLength(1);
  });

  it('accepts a signed payment event and refuses a forged one', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded' } },
    });
    const body = Buffer.from(payload);
    expect(
      processor().verifyWebhook(body, signWebhookPayload(payload, WEBHOOK_SECRET)),
    ).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded', paymentIntentId: 'pi_1' });
    const forged = signWebhookPayload(payload, 'whsec_guess');
    expect(() => processor().verifyWebhook(body, forged)).toThrow(WebhookVerificationError);
  });
});
