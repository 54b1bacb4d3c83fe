import type { Cents } from '../../shared/money';

/**
 * A payment intent's states, Stripe's names. Only `succeeded` means the money is ours;
 * `requires_action` waits for the shopper's bank (the challenge page); a declined card puts the
 * intent back to `requires_payment_method` with `lastError` set.
 */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  amount: Cents;
  currency: string;
  status: PaymentIntentStatus;
  /** Ours, round-tripped: the checkout's owner and the like. */
  metadata: Record<string, string>;
  /** Why the last confirmation failed, in the words a shopper may read (Stripe's `message`). */
  lastError?: { code: string; message: string };
  /** The card it was paid with, once known: what the owner's order screen shows. */
  card?: { brand: string; last4: string };
  createdAt: Date;
}

export interface CreateIntentRequest {
  amount: Cents;
  currency: string;
  receiptEmail: string;
  metadata: Record<string, string>;
  /** The same key gives the same intent, so a retried call cannot create a second one. */
  idempotencyKey: string;
}

/** What a re-priced checkout changes on its intent. */
export interface IntentChange {
  amount: Cents;
  receiptEmail: string;
  metadata: Record<string, string>;
}

export interface RefundRequest {
  paymentIntentId: string;
  /** Whole, positive cents, at most what is still unrefunded (domain/orders/refund-amount.ts). */
  amount: Cents;
  /** The same key gives the same refund, so a retried call cannot refund twice. */
  idempotencyKey: string;
}

export interface Refund {
  id: string;
  paymentIntentId: string;
  amount: Cents;
  /** Card refunds succeed at once; `pending` is the bank's to finish, `failed` never arrived. */
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * Why the processor gave nothing back; `message` is the processor's, for the owner and the log.
 * `refused` is any other refusal: the payment never succeeded, the amount is not whole positive
 * cents, or the idempotency key was first used for another refund.
 */
export type RefundFailure = {
  ok: false;
  code: 'unknown_payment' | 'already_refunded' | 'amount_too_large' | 'refused';
  message: string;
};

export type RefundResult = { ok: true; refund: Refund } | RefundFailure;

/** An event the processor reports, already verified; only what the store acts on is typed. */
export interface CardEvent {
  id: string;
  type: string;
  /** For `payment_intent.*` events: the intent's id. */
  paymentIntentId?: string;
  createdAt: Date;
}

export type WebhookFailure =
  | 'missing_signature'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'bad_payload';

/** A webhook that must not be acted on; `code` says why for the 400 answer and the log. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly code: WebhookFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The processor could not be reached or refused our credentials; the shopper cannot fix it. */
export class CardProcessorUnavailableError extends Error {
  override readonly name = 'CardProcessorUnavailableError';
}

/**
 * Takes card payments: the local processor (test cards, challenge page) by default, Stripe
 * live. Card details never pass through this port: the browser confirms with the processor.
 */
export interface CardProcessor {
  readonly name: 'local' | 'stripe';
  createIntent(request: CreateIntentRequest): Promise<PaymentIntent>;
  /** Null when the processor does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Re-prices an intent nobody has started paying (`requires_payment_method`); null when it can
   * no longer change (paid, being paid, cancelled) or is unknown, and then it is left as it was.
   */
  updateIntent(id: string, change: IntentChange): Promise<PaymentIntent | null>;
  /**
   * Cancels an unpaid intent so it can never be paid. Answers the intent as it then stands:
   * `canceled`, or whatever state (`succeeded`, `processing`) kept it from being cancelled; null
   * when the processor does not know the id.
   */
  cancelIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Gives back part or all of a paid intent to the card. A refusal is a value; an outage throws
   * CardProcessorUnavailableError, and is safe to retry with the same idempotency key.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Checks a webhook delivery (raw body and `Stripe-Signature` header, Stripe's format) and
   * returns its event; throws a WebhookVerificationError for a forged, stale or unreadable one.
   */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): CardEvent;
}
