import {
  type LocalPaymentIntent,
  localErrorSchema,
  localIntentSchema,
} from '../../../shared/api/local-card-processor';
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants';
import { postJson } from '../../api/http';
import type { ValidCard } from './card-rules';
import {
  type ConfirmInput,
  PAYMENT_FAILED,
  PAYMENT_PROCESSING_FAILED,
  type PaymentOutcome,
} from './payment-outcome';

/** The local card processor's confirm call, shaped like Stripe's so both read the same. */
export function localConfirmUrl(paymentIntentId: string): string {
  return `/local-card-processor/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`;
}

export interface LocalConfirmBody {
  client_secret: string;
  card: {
    /** Digits only. */
    number: string;
    exp_month: number;
    /** Four digits. */
    exp_year: number;
    cvc: string;
    country: 'US';
    postal_code: string;
  };
  billing_details: { name: string; email: string };
  return_url: string;
}

export function localConfirmBody(
  card: ValidCard,
  clientSecret: string,
  { billingName, email, returnUrl }: ConfirmInput,
): LocalConfirmBody {
  return {
    client_secret: clientSecret,
    card: {
      number: card.number,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      cvc: card.cvc,
      country: 'US',
      postal_code: card.zip,
    },
    billing_details: { name: billingName, email },
    return_url: returnUrl,
  };
}

export type LocalConfirmResult =
  | { ok: true; intent: LocalPaymentIntent }
  /** The processor refused, in its own words (a declined card, or a request it would not take). */
  | { ok: false; type: 'card_error' | 'invalid_request_error'; code?: string; message: string }
  /** No usable answer: the network, a timeout, or a reply that was not the processor's. */
  | { ok: false; type: 'unavailable' };

export async function confirmLocalPayment(
  paymentIntentId: string,
  body: LocalConfirmBody,
): Promise<LocalConfirmResult> {
  const result = await postJson(localConfirmUrl(paymentIntentId), body, localIntentSchema, {
    timeoutMs: REQUEST_TIMEOUT_MS.payment,
  });
  if (result.ok) return { ok: true, intent: result.data };
  const refusal = localErrorSchema.safeParse(result.body);
  if (!refusal.success) return { ok: false, type: 'unavailable' };
  const { type, code, message } = refusal.data.error;
  return { ok: false, type, code, message };
}

/**
 * What a confirm answer means for the checkout. A bank that wants to authenticate the shopper
 * takes the whole window (Stripe's redirect: 'if_required'); only 'succeeded' is paid.
 */
export function localOutcome(
  result: LocalConfirmResult,
  navigate: (url: string) => void,
): PaymentOutcome {
  if (!result.ok) {
    const message = result.type === 'unavailable' ? PAYMENT_PROCESSING_FAILED : result.message;
    return { status: 'failed', message };
  }
  const { intent } = result;
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
  const redirect = intent.next_action?.redirect_to_url.url;
  if (intent.status === 'requires_action' && redirect) {
    navigate(redirect);
    return { status: 'redirecting' };
  }
  return { status: 'failed', message: PAYMENT_FAILED };
}
