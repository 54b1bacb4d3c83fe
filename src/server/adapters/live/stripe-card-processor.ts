import Stripe from 'stripe';
import {
  type CardProcessor,
  CardProcessorUnavailableError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type Refund,
  type RefundFailure,
} from '../../ports/card-processor';
import { verifyWebhookEvent } from '../webhook-signature';

export interface StripeCardProcessorConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests point this at a local stand-in; Stripe itself otherwise. */
  baseURL?: string;
  /** Per attempt. */
  timeoutMs?: number;
}

const DEFAULT_BASE_URL = 'https://api.stripe.com';
// Stripe answers intent calls in well under a second; three attempts stay inside ~20 s.
const DEFAULT_TIMEOUT_MS = 5_000;
const MAX_NETWORK_RETRIES = 2;

/**
 * Stripe has two states the port does not: `requires_confirmation` (a method attached, not yet
 * confirmed) is still unpaid, and `requires_capture` cannot happen with automatic capture but
 * is money on its way if it does. A state newer than this SDK is not taken as paid.
 */
const STATUSES: Record<string, PaymentIntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** The card of the intent's charge, when the charge was read with it (`expand`). */
function cardOf(intent: Stripe.PaymentIntent): PaymentIntent['card'] {
  const charge = intent.latest_charge;
  const card = typeof charge === 'object' ? charge?.payment_method_details?.card : undefined;
  return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : undefined;
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const error = intent.last_payment_error;
  const card = cardOf(intent);
  return {
    id: intent.id,
    // Always present when read with the secret key.
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: STATUSES[intent.status] ?? 'processing',
    metadata: { ...intent.metadata },
    ...(error
      ? { lastError: { code: error.code ?? error.type, message: error.message ?? '' } }
      : {}),
    ...(card ? { card } : {}),
    createdAt: new Date(intent.created * 1000),
  };
}

function toRefund(refund: Stripe.Refund, paymentIntentId: string): Refund {
  const status = refund.status;
  return {
    id: refund.id,
    paymentIntentId,
    amount: refund.amount,
    status:
      status === 'succeeded'
        ? 'succeeded'
        : status === 'failed' || status === 'canceled'
          ? 'failed'
          : 'pending',
  };
}

/**
 * Failures the shopper cannot fix (no answer, Stripe down or busy, our key refused) become
 * CardProcessorUnavailableError; any other refusal keeps Stripe's message. Stripe masks keys in
 * its messages, and ours name only the status.
 */
function translate(error: unknown, action: string): Error {
  const { errors } = Stripe;
  if (error instanceof errors.StripeConnectionError) {
    return new CardProcessorUnavailableError(`Stripe could not be reached to ${action}`);
  }
  if (
    error instanceof errors.StripeAuthenticationError ||
    error instanceof errors.StripePermissionError
  ) {
    return new CardProcessorUnavailableError(
      `Stripe refused our API key (${error.statusCode}) to ${action}`,
    );
  }
  if (error instanceof errors.StripeRateLimitError || error instanceof errors.StripeAPIError) {
    return new CardProcessorUnavailableError(
      `Stripe failed (${error.statusCode ?? 'no status'}) to ${action}`,
    );
  }
  if (error instanceof errors.StripeError) return new Error(error.message);
  return error instanceof Error ? error : new Error(String(error));
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.statusCode === 404 &&
  error.code === 'resource_missing';

/** Stripe's refusal to update or cancel an intent in its current state (paid, say). */
const isWrongState = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === 'payment_intent_unexpected_state';

/**
 * Stripe's refusal of a refund as a value; undefined for failures that are not a refusal
 * (outages, our key). Stripe names no code for an amount above what is left, only the param.
 */
function refundRefusal(error: unknown): RefundFailure | undefined {
  const { errors } = Stripe;
  const refuse = (code: RefundFailure['code'], message: string): RefundFailure => ({
    ok: false,
    code,
    message,
  });
  if (error instanceof errors.StripeIdempotencyError) return refuse('refused', error.message);
  if (!(error instanceof errors.StripeInvalidRequestError)) return undefined;
  if (error.code === 'resource_missing') return refuse('unknown_payment', error.message);
  if (error.code === 'charge_already_refunded') return refuse('already_refunded', error.message);
  if (error.code === 'amount_too_large' || (error.param === 'amount' && !error.code)) {
    return refuse('amount_too_large', error.message);
  }
  return refuse('refused', error.message);
}

/**
 * Card payments through Stripe: intents the browser confirms with the Payment Element (card
 * details go straight to Stripe, never through this server), refunds, and signed webhooks.
 */
export function createStripeCardProcessor(config: StripeCardProcessorConfig): CardProcessor {
  const base = new URL(config.baseURL ?? DEFAULT_BASE_URL);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
  });

  async function retrieve(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw translate(error, 'read a payment intent');
    }
  }

  return {
    name: 'stripe',
    async createIntent(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency,
            receipt_email: request.receiptEmail,
            metadata: request.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        throw translate(error, 'create a payment intent');
      }
    },
    retrieveIntent: retrieve,
    async updateIntent(id, change) {
      try {
        return toIntent(
          await stripe.paymentIntents.update(id, {
            amount: change.amount,
            receipt_email: change.receiptEmail,
            metadata: change.metadata,
          }),
        );
      } catch (error) {
        if (isMissing(error) || isWrongState(error)) return null;
        throw translate(error, 'update a payment intent');
      }
    },
    async cancelIntent(id) {
      try {
        return toIntent(
          await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        if (!isWrongState(error)) throw translate(error, 'cancel a payment intent');
      }
      return retrieve(id);
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.paymentIntentId, amount: request.amount },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ok: true, refund: toRefund(refund, request.paymentIntentId) };
      } catch (error) {
        const refused = refundRefusal(error);
        if (refused) return refused;
        throw translate(error, 'refund a payment');
      }
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifyWebhookEvent(rawBody, signatureHeader, config.webhookSecret);
    },
  };
}
