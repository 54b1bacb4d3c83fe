import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../../../db/testing/test-databases';
import { createLocalCardProcessor, type LocalCardProcessor } from './local-card-processor';
import { outcomeOf, TEST_CARDS } from './test-cards';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const now = () => new Date('2026-11-23T12:00:00Z');
const numbersOf = (kind: string) =>
  TEST_CARDS.filter((test) => test.outcome.kind === kind).map((test) => test.number);

const logger = pino({ level: 'silent' });

describe('Stripe’s test cards', () => {
  it('include the common brands’ success cards, Mastercard 5555… among them', () => {
    expect(numbersOf('succeeds')).toEqual(
      expect.arrayContaining(['4242424242424242', '5555555555554444', '2223003122003222']),
    );
    expect(outcomeOf('5555555555554444')).toEqual({ kind: 'succeeds' });
    expect(outcomeOf('378282246310005')).toEqual({ kind: 'succeeds' });
    expect(outcomeOf('36227206271667')).toEqual({ kind: 'succeeds' });
  });

  it('ask for authentication with each of Stripe’s 3D Secure cards', () => {
    expect(numbersOf('needs_authentication')).toEqual([
      '4000002500003155',
      '4000002760003184',
      '4000003800000446',
    ]);
  });

  it('decline with Stripe’s code for each decline card', () => {
    const codes = TEST_CARDS.flatMap(({ number, outcome }) =>
      outcome.kind === 'declined' ? [[number, outcome.declineCode ?? outcome.code]] : [],
    );
    expect(codes).toEqual([
      ['4000000000000002', 'generic_decline'],
      ['4000000000009995', 'insufficient_funds'],
      ['4000000000009987', 'lost_card'],
      ['4000000000009979', 'stolen_card'],
      ['4000000000000069', 'expired_card'],
      ['4000000000000127', 'incorrect_cvc'],
      ['4000000000000119', 'processing_error'],
      ['4242424242424241', 'incorrect_number'],
    ]);
  });

  it('decline any other number as a live card', () => {
    expect(outcomeOf('4111111111111111')).toMatchObject({ declineCode: 'test_mode_live_card' });
  });
});

describe('the README’s test-card table', () => {
  const readme = readFileSync(join(__dirname, '../../../../../README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([\d ]+)` \| ([^|]+) \| (.+) \|$/gm)].map(
    ([, number, brand, behaviour]) => ({
      number: (number ?? '').replaceAll(' ', ''),
      brand: (brand ?? '').trim(),
      behaviour: behaviour ?? '',
    }),
  );

  it('lists every card the processor knows, once, in the processor’s order', () => {
    expect(rows.map((row) => row.number)).toEqual(TEST_CARDS.map((test) => test.number));
  });

  it.each(TEST_CARDS.map((test) => [test.number, test] as const))(
    'says what %s does, and its brand',
    (number, { brand, outcome }) => {
      const row = rows.find((candidate) => candidate.number === number);
      expect(row?.brand).toBe(brand);
      const behaviour = row?.behaviour ?? '';
      switch (outcome.kind) {
        case 'succeeds':
          expect(behaviour).toBe('paid');
          break;
        case 'needs_authentication':
          expect(behaviour).toContain('authentication page');
          break;
        case 'declined':
          expect(behaviour).toContain(outcome.message);
          expect(behaviour).toContain(`\`${outcome.declineCode ?? outcome.code}\``);
      }
    },
  );
});

describe.each(testDatabases())('the local card processor with each test card on %s', (_d, open) => {
  let database: TestDatabase;
  let processor: LocalCardProcessor;
  beforeEach(async () => {
    database = await open();
    processor = createLocalCardProcessor({
      db: database.db,
      logger,
      clock: now,
      webhookSecret: 'whsec',
    });
    processor.connectWebhook(async () => 200);
  });
  afterEach(() => database.destroy());

  const confirm = async (number: string) => {
    const intent = await processor.createIntent({
      amount: 1999,
      currency: 'usd',
      receiptEmail: 'grace@example.com',
      metadata: {},
      idempotencyKey: `key-${number}`,
    });
    return processor.confirm(intent.id, intent.clientSecret, card(number));
  };

  it('takes every success card', async () => {
    for (const number of numbersOf('succeeds')) {
      expect(await confirm(number), number).toMatchObject({
        ok: true,
        challenge: false,
        intent: { status: 'succeeded' },
      });
    }
  });

  it('sends every authentication card to the challenge', async () => {
    for (const number of numbersOf('needs_authentication')) {
      expect(await confirm(number), number).toMatchObject({
        ok: true,
        challenge: true,
        intent: { status: 'requires_action' },
      });
    }
  });

  it('declines every decline card with its code and Stripe’s words', async () => {
    for (const { number, outcome } of TEST_CARDS) {
      if (outcome.kind !== 'declined') continue;
      const { kind: _kind, ...error } = outcome;
      expect(await confirm(number), number).toEqual({
        ok: false,
        error: { type: 'card_error', ...error },
      });
    }
  });
});
