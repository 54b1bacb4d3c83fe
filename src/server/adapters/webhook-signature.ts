import Stripe from 'stripe';
import { z } from 'zod';
import { type CardEvent, WebhookVerificationError } from '../ports/card-processor';

// Signing and checking are pure HMAC work: the SDK's static helpers need no API key.
const { webhooks } = Stripe;
const { StripeSignatureVerificationError } = Stripe.errors;

/** Stripe's default: a delivery signed more than five minutes away from now is a replay. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.object({ id: z.string().optional() }) }),
});

/**
 * The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>">`. The local card processor signs its events with it, and tests forge them.
 */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestampSeconds: number = Math.floor(Date.now() / 1000),
): string {
  return webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

function signedAt(header: string): number {
  const field = header.split(',').find((part) => part.startsWith('t='));
  return Number(field?.slice(2));
}

function readEvent(rawBody: Buffer, header: string, secret: string): unknown {
  try {
    // Tolerance 0 leaves the age to us, so an old delivery is named stale rather than forged.
    return webhooks.constructEvent(rawBody, header, secret, 0);
  } catch (error) {
    if (error instanceof StripeSignatureVerificationError) {
      throw new WebhookVerificationError('bad_signature', 'The webhook signature does not match');
    }
    // Signed by us, yet not JSON (or a thin v2 notification): nothing an order can act on.
    throw new WebhookVerificationError('bad_payload', 'The webhook body is not a Stripe event');
  }
}

/**
 * Checks a delivery's raw body against its `Stripe-Signature` header and returns the event.
 * Throws a WebhookVerificationError naming why a delivery must not be acted on.
 */
export function verifyWebhookEvent(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): CardEvent {
  if (!header) {
    throw new WebhookVerificationError('missing_signature', 'No Stripe-Signature header');
  }
  if (rawBody.length === 0) {
    throw new WebhookVerificationError('bad_payload', 'The webhook body is empty');
  }
  const json = readEvent(rawBody, header, secret);
  const age = Math.floor(Date.now() / 1000) - signedAt(header);
  if (!(Math.abs(age) <= toleranceSeconds)) {
    throw new WebhookVerificationError(
      'stale_timestamp',
      `The webhook was signed ${age} s ago, outside the ${toleranceSeconds} s tolerance`,
    );
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) {
    throw new WebhookVerificationError('bad_payload', 'The webhook body is not a Stripe event');
  }
  const { id, type, created, data } = event.data;
  const intentId = type.startsWith('payment_intent.') ? data.object.id : undefined;
  return {
    id,
    type,
    createdAt: new Date(created * 1000),
    ...(intentId ? { paymentIntentId: intentId } : {}),
  };
}
