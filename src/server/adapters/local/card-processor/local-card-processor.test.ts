import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../../../db/testing/test-databases';
import { createLocalCardProcessor, type LocalCardProcessor } from './local-card-processor';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const now = () => new Date('2026-11-23T12:00:00Z');

const logger = pino({ level: 'silent' });

describe.each(testDatabases())('the local card processor on %s', (_dialect, open) => {
  let database: TestDatabase;
  let processor: LocalCardProcessor;
  let delivered: { payload: string; signature: string }[];
  beforeEach(async () => {
    database = await open();
    processor = createLocalCardProcessor({
      db: database.db,
      logger,
      clock: now,
      webhookSecret: 'whsec_unit',
    });
    delivered = [];
    processor.connectWebhook(async (payload, signature) => {
      delivered.push({ payload, signature });
      return 200;
    });
  });
  afterEach(() => database.destroy());

  const newIntent = (idempotencyKey = 'key-1') =>
    processor.createIntent({
      amount: 7278,
      currency: 'usd',
      receiptEmail: 'grace@example.com',
      metadata: { guest_session_id: 'g1' },
      idempotencyKey,
    });

  it('gives the same intent for the same idempotency key', async () => {
    const first = await newIntent();
    const again = await newIntent();
    expect(again.id).toBe(first.id);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_`));
    expect((await newIntent('key-2')).id).not.toBe(first.id);
  });

  it('takes 4242… and tells the store’s webhook, signed so the store can check it', async () => {
    const intent = await newIntent();
    const result = await processor.confirm(
      intent.id,
      intent.clientSecret,
      card('4242424242424242'),
    );
    expect(result).toMatchObject({ ok: true, challenge: false, intent: { status: 'succeeded' } });
    await expect.poll(() => delivered.length).toBe(1);
    const [event] = delivered;
    const verified = processor.verifyWebhook(Buffer.from(event?.payload ?? ''), event?.signature);
    expect(verified).toMatchObject({
      type: 'payment_intent.succeeded',
      paymentIntentId: intent.id,
    });
    const again = await processor.confirm(intent.id, intent.clientSecret, card('4242424242424242'));
    expect(again).toMatchObject({ ok: false, error: { code: 'payment_intent_unexpected_state' } });
  });

  it('logs each delivery the store’s webhook refuses, so a lost payment event is seen', async () => {
    const warnings: unknown[] = [];
    const watched = createLocalCardProcessor({
      db: database.db,
      logger: { warn: (fields: unknown, message?: string) => warnings.push([message, fields]) },
      clock: now,
      webhookSecret: 'whsec_unit',
    });
    watched.connectWebhook(async () => 500);
    const intent = await watched.createIntent({
      amount: 7278,
      currency: 'usd',
      receiptEmail: 'grace@example.com',
      metadata: { guest_session_id: 'g1' },
      idempotencyKey: 'key-watched',
    });
    await watched.confirm(intent.id, intent.clientSecret, card('4242424242424242'));
    await expect
      .poll(() => warnings)
      .toEqual([['card event refused by the store', expect.objectContaining({ status: 500 })]]);
  });

  it('declines the public decline cards with Stripe’s words and leaves the intent payable', async () => {
    const cases = [
      ['4000000000000002', 'Your card was declined.'],
      ['4000000000009995', 'Your card has insufficient funds.'],
      ['4000000000000069', 'Your card has expired.'],
      ['4000000000000127', "Your card's security code is incorrect."],
    ] as const;
    const intent = await newIntent();
    for (const [number, message] of cases) {
      const result = await processor.confirm(intent.id, intent.clientSecret, card(number));
      expect(result).toMatchObject({ ok: false, error: { type: 'card_error', message } });
    }
    expect((await processor.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
    expect(delivered).toHaveLength(0);
  });

  it('refuses a number failing the Luhn check and a wrong client secret', async () => {
    const intent = await newIntent();
    const bad = await processor.confirm(intent.id, intent.clientSecret, card('4242424242424241'));
    expect(bad).toMatchObject({ ok: false, error: { code: 'incorrect_number' } });
    const stranger = await processor.confirm(
      intent.id,
      `${intent.id}_secret_x`,
      card('4242424242424242'),
    );
    expect(stranger).toMatchObject({ ok: false, error: { code: 'resource_missing' } });
  });

  it('asks for authentication with 3155 and succeeds or fails on the bank’s answer', async () => {
    const intent = await newIntent();
    const result = await processor.confirm(
      intent.id,
      intent.clientSecret,
      card('4000002500003155'),
    );
    expect(result).toMatchObject({
      ok: true,
      challenge: true,
      intent: { status: 'requires_action' },
    });
    const failed = await processor.finishChallenge(intent.id, intent.clientSecret, false);
    expect(failed?.status).toBe('requires_payment_method');
    await processor.confirm(intent.id, intent.clientSecret, card('4000002500003155'));
    const passed = await processor.finishChallenge(intent.id, intent.clientSecret, true);
    expect(passed?.status).toBe('succeeded');
  });

  it('re-prices an intent until the shopper pays it', async () => {
    const intent = await newIntent();
    const change = { amount: 9100, receiptEmail: 'ada@example.com', metadata: { v: '2' } };
    expect(await processor.updateIntent(intent.id, change)).toMatchObject({
      id: intent.id,
      clientSecret: intent.clientSecret,
      amount: 9100,
      metadata: { v: '2' },
    });
    await processor.confirm(intent.id, intent.clientSecret, card('4242424242424242'));
    expect(await processor.updateIntent(intent.id, { ...change, amount: 100 })).toBeNull();
    expect((await processor.retrieveIntent(intent.id))?.amount).toBe(9100);
  });

  it('cancels an unpaid intent so it cannot be paid, and leaves a paid one paid', async () => {
    const unpaid = await newIntent();
    expect((await processor.cancelIntent(unpaid.id))?.status).toBe('canceled');
    const late = await processor.confirm(unpaid.id, unpaid.clientSecret, card('4242424242424242'));
    expect(late).toMatchObject({ ok: false });
    expect((await processor.retrieveIntent(unpaid.id))?.status).toBe('canceled');

    const paid = await newIntent('key-2');
    await processor.confirm(paid.id, paid.clientSecret, card('4242424242424242'));
    expect((await processor.cancelIntent(paid.id))?.status).toBe('succeeded');
    expect(await processor.cancelIntent('pi_local_unknown')).toBeNull();
  });
});
