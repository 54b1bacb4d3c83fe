import { randomBytes } from 'node:crypto';
import type { BaseLogger } from 'pino';
import type { Db } from '../../../db/database';
import type { CardProcessor, PaymentIntent } from '../../../ports/card-processor';
import { sameSecret } from '../../../text/same-secret';
import { verifyWebhookEvent } from '../../webhook-signature';
import { type CardDetails, checkCard } from './card-checks';
import { createEventLog, type WebhookSender } from './events';
import { createIntentsTable, toIntent } from './intents-table';
import { createLocalRefunds } from './refunds';
import { outcomeOf } from './test-cards';

/** Why a confirmation did not take the money: Stripe's error types, codes and words. */
export type ConfirmFailure =
  | { type: 'invalid_request_error'; code: string; message: string }
  | { type: 'card_error'; code: string; declineCode?: string; message: string };

export type ConfirmResult =
  | { ok: true; intent: PaymentIntent; challenge: boolean }
  | { ok: false; error: ConfirmFailure };

const UNKNOWN_INTENT: ConfirmFailure = {
  type: 'invalid_request_error',
  code: 'resource_missing',
  message: 'No such payment intent.',
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The default card processor. It keeps intents in the store's database, takes Stripe's public
 * test cards (see test-cards.ts), asks for authentication on a local challenge page, refunds,
 * and reports each succeeded payment to the store's webhook, signed like Stripe signs.
 */
export function createLocalCardProcessor(deps: {
  db: Db;
  logger: Pick<BaseLogger, 'warn'>;
  clock?: () => Date;
  webhookSecret?: string;
}) {
  const clock = deps.clock ?? (() => new Date());
  const webhookSecret = deps.webhookSecret ?? `whsec_local_${hex(24)}`;
  const intents = createIntentsTable(deps.db);
  const events = createEventLog({ db: deps.db, logger: deps.logger, clock, webhookSecret });

  /** The intent, if the secret the browser holds is its own. */
  async function authorised(id: string, clientSecret: string): Promise<PaymentIntent | null> {
    const row = await intents.find(id);
    return row && sameSecret(clientSecret, row.client_secret) ? toIntent(row) : null;
  }

  async function succeed(
    id: string,
    from: PaymentIntent['status'][],
    last4?: string,
  ): Promise<PaymentIntent | null> {
    const change = { status: 'succeeded' as const, lastError: null, ...(last4 && { last4 }) };
    const moved = await intents.move(id, from, change, clock());
    const row = await intents.find(id);
    if (!row) return null;
    const intent = toIntent(row);
    if (moved) await events.emit('payment_intent.succeeded', intent);
    return intent;
  }

  const processor: CardProcessor = {
    name: 'local',

    async createIntent(request) {
      const now = clock().toISOString();
      const id = `pi_local_${hex(12)}`;
      const row = await intents.insertOnce({
        id,
        idempotency_key: request.idempotencyKey,
        client_secret: `${id}_secret_${hex(16)}`,
        amount: request.amount,
        currency: request.currency,
        status: 'requires_payment_method',
        receipt_email: request.receiptEmail,
        metadata: JSON.stringify(request.metadata),
        last_error: null,
        card_last4: null,
        amount_refunded: 0,
        created_at: now,
        updated_at: now,
      });
      return toIntent(row);
    },

    async retrieveIntent(id) {
      const row = await intents.find(id);
      return row ? toIntent(row) : null;
    },

    async updateIntent(id, change) {
      if (!(await intents.reprice(id, change, clock()))) return null;
      const row = await intents.find(id);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      // Stripe's rule: an intent can be cancelled until it succeeds.
      await intents.move(
        id,
        ['requires_payment_method', 'requires_action', 'processing'],
        { status: 'canceled', lastError: null },
        clock(),
      );
      const row = await intents.find(id);
      return row ? toIntent(row) : null;
    },

    refund: createLocalRefunds({ db: deps.db, clock }),

    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookEvent(rawBody, signatureHeader, webhookSecret);
    },
  };

  return {
    ...processor,

    /** The store's webhook endpoint, reached in-process (see app.ts). */
    connectWebhook(send: WebhookSender) {
      events.connect(send);
    },

    /** The browser's card confirmation: test cards decide; the card is never kept. */
    async confirm(id: string, clientSecret: string, card: CardDetails): Promise<ConfirmResult> {
      const intent = await authorised(id, clientSecret);
      if (!intent) return { ok: false, error: UNKNOWN_INTENT };
      if (intent.status !== 'requires_payment_method') {
        return {
          ok: false,
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This payment has already been ${intent.status === 'succeeded' ? 'completed' : 'started'}.`,
          },
        };
      }
      const invalid = checkCard(card, clock());
      if (invalid) return { ok: false, error: { type: 'card_error', ...invalid } };
      const outcome = outcomeOf(card.number);
      const last4 = card.number.slice(-4);
      if (outcome.kind === 'declined') {
        const lastError = { code: outcome.code, message: outcome.message };
        await intents.move(
          id,
          ['requires_payment_method'],
          { status: 'requires_payment_method', lastError, last4 },
          clock(),
        );
        const { kind: _kind, ...error } = outcome;
        return { ok: false, error: { type: 'card_error', ...error } };
      }
      if (outcome.kind === 'needs_authentication') {
        const moved = await intents.move(
          id,
          ['requires_payment_method'],
          { status: 'requires_action', lastError: null, last4 },
          clock(),
        );
        const row = await intents.find(id);
        if (!moved || !row) return { ok: false, error: UNKNOWN_INTENT };
        return { ok: true, intent: toIntent(row), challenge: true };
      }
      const succeeded = await succeed(id, ['requires_payment_method'], last4);
      if (succeeded?.status !== 'succeeded') return { ok: false, error: UNKNOWN_INTENT };
      return { ok: true, intent: succeeded, challenge: false };
    },

    /** The challenge page's answer: the bank says yes (Complete) or no (Fail). */
    async finishChallenge(
      id: string,
      clientSecret: string,
      approved: boolean,
    ): Promise<PaymentIntent | null> {
      const intent = await authorised(id, clientSecret);
      if (intent?.status !== 'requires_action') return intent;
      if (approved) return succeed(id, ['requires_action']);
      const lastError = {
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      await intents.move(
        id,
        ['requires_action'],
        { status: 'requires_payment_method', lastError },
        clock(),
      );
      return authorised(id, clientSecret);
    },

    /** For the challenge page: the intent, if the secret matches. */
    findAuthorised: authorised,
  };
}

export type LocalCardProcessor = ReturnType<typeof createLocalCardProcessor>;
