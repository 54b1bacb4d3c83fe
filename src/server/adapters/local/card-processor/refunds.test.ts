import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../../../db/testing/test-databases';
import type { RefundRequest } from '../../../ports/card-processor';
import { createLocalCardProcessor, type LocalCardProcessor } from './local-card-processor';

const now = () => new Date('2026-11-23T12:00:00Z');

const logger = pino({ level: 'silent' });

describe.each(testDatabases())('refunds of the local card processor on %s', (_dialect, open) => {
  let database: TestDatabase;
  let processor: LocalCardProcessor;
  beforeEach(async () => {
    database = await open();
    processor = createLocalCardProcessor({ db: database.db, logger, clock: now });
  });
  afterEach(() => database.destroy());

  async function paidIntent(card = '4242424242424242', key = 'checkout-1') {
    const intent = await processor.createIntent({
      amount: 7278,
      currency: 'usd',
      receiptEmail: 'grace@example.com',
      metadata: {},
      idempotencyKey: key,
    });
    const details = { number: card, expMonth: 12, expYear: 2030, cvc: '123' };
    await processor.confirm(intent.id, intent.clientSecret, details);
    return intent;
  }

  const refund = (paymentIntentId: string, amount: number, idempotencyKey: string) =>
    processor.refund({ paymentIntentId, amount, idempotencyKey } satisfies RefundRequest);

  it('refunds in parts up to what was paid, then refuses more', async () => {
    const intent = await paidIntent();
    const first = await refund(intent.id, 1000, 'refund-1');
    expect(first).toMatchObject({
      ok: true,
      refund: { paymentIntentId: intent.id, amount: 1000, status: 'succeeded' },
    });
    expect(await refund(intent.id, 6279, 'refund-2')).toMatchObject({
      ok: false,
      code: 'amount_too_large',
      message: 'Refund amount (6279) is greater than unrefunded amount on charge (6278)',
    });
    const rest = await refund(intent.id, 6278, 'refund-3');
    expect(rest).toMatchObject({ ok: true, refund: { amount: 6278 } });
    expect(await refund(intent.id, 1, 'refund-4')).toMatchObject({
      ok: false,
      code: 'already_refunded',
    });
    const rows = await database.db.selectFrom('local_refunds').select('amount').execute();
    expect(rows.map((row) => row.amount).sort()).toEqual([1000, 6278]);
  });

  it('gives the first refund again for a repeated key, and refunds once', async () => {
    const intent = await paidIntent();
    const first = await refund(intent.id, 2000, 'refund-1');
    const again = await refund(intent.id, 2000, 'refund-1');
    expect(again).toEqual(first);
    expect(await refund(intent.id, 5278, 'refund-2')).toMatchObject({ ok: true });
    expect(await refund(intent.id, 3000, 'refund-1')).toMatchObject({
      ok: false,
      code: 'refused',
    });
  });

  it('never gives back more than was paid when refunds run at once', async () => {
    const intent = await paidIntent();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((key) => refund(intent.id, 3000, `refund-${key}`)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    const rows = await database.db.selectFrom('local_refunds').select('amount').execute();
    expect(rows.map((row) => row.amount)).toEqual([3000, 3000]);
    const same = await Promise.all([1, 2].map(() => refund(intent.id, 1000, 'refund-same')));
    expect(same[0]).toEqual(same[1]);
    const total = await database.db.selectFrom('local_refunds').select('amount').execute();
    expect(total.reduce((sum, row) => sum + row.amount, 0)).toBe(7000);
  });

  it('refuses an unknown payment, an unpaid one and an amount that is not whole cents', async () => {
    expect(await refund('pi_local_unknown', 100, 'refund-1')).toMatchObject({
      ok: false,
      code: 'unknown_payment',
    });
    const declined = await paidIntent('4000000000000002', 'checkout-2');
    expect(await refund(declined.id, 100, 'refund-2')).toMatchObject({
      ok: false,
      code: 'refused',
    });
    const paid = await paidIntent();
    for (const amount of [0, -5, 10.5]) {
      expect(await refund(paid.id, amount, `refund-${amount}`)).toMatchObject({
        ok: false,
        code: 'refused',
      });
    }
    expect(await database.db.selectFrom('local_refunds').selectAll().execute()).toEqual([]);
  });
});
