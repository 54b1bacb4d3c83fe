import type { FastifyBaseLogger } from 'fastify';
import type { ApiAddress } from '../../shared/api/address';
import { CURRENCY } from '../../shared/constants';
import type { CheckoutsRepository } from '../db/checkouts-repository';
import { type CheckoutFailure, failure } from '../domain/checkout/checkout-failure';
import { checkoutFingerprint, intentIdempotencyKey } from '../domain/checkout/checkout-identity';
import type { CheckoutPricing, CheckoutRecord, Owner } from '../domain/checkout/checkout-record';
import type { LineRequest } from '../domain/checkout/price-lines';
import type { Requester } from '../domain/job-owner';
import {
  type CardProcessor,
  CardProcessorUnavailableError,
  type PaymentIntent,
} from '../ports/card-processor';
import { type PriceCheckoutDeps, priceCheckout } from './price-checkout';

export interface PaymentIntentDeps extends PriceCheckoutDeps {
  cardProcessor: CardProcessor;
  checkouts: CheckoutsRepository;
  logger: FastifyBaseLogger;
}

export interface PaymentIntentInput {
  lines: LineRequest[];
  address: ApiAddress;
  shippingMethodId: number;
  email: string;
  owner: Owner;
  /** Who asks, proven: only the owner of a line's job may buy it. */
  buyer: Requester;
}

type Answer = { ok: true; clientSecret: string; paymentIntentId: string; totalAmount: number };
export type PaymentIntentOutcome = Answer | { ok: false; failure: CheckoutFailure };

const answer = (intent: PaymentIntent, totalAmount: number): Answer => ({
  ok: true,
  clientSecret: intent.clientSecret,
  paymentIntentId: intent.id,
  totalAmount,
});

/** Ours on the intent: who it is for. The same for every call, so a replayed create matches. */
function ownerMetadata(owner: Owner): Record<string, string> {
  if (owner.customerId) return { customer_id: owner.customerId };
  return owner.guestSessionId ? { guest_session_id: owner.guestSessionId } : {};
}

/**
 * The owner's open checkout, if its intent can still take the new price: the same intent and
 * client secret when nothing changed, the intent's amount changed with the checkout's lines
 * when the cart did. Null when a new checkout is needed (its intent is paid, being paid or
 * cancelled); a cancelled one is closed on the way.
 */
async function reuseOpen(
  deps: PaymentIntentDeps,
  open: CheckoutRecord,
  wanted: CheckoutPricing,
): Promise<Answer | null> {
  const intent = await deps.cardProcessor.retrieveIntent(open.paymentIntentId);
  if (!intent || intent.status === 'canceled') {
    await deps.checkouts.expire(open.paymentIntentId, deps.clock());
    return null;
  }
  if (intent.status !== 'requires_payment_method') return null;
  if (
    open.fingerprint === wanted.fingerprint &&
    open.totalAmount === wanted.totalAmount &&
    intent.amount === open.totalAmount
  ) {
    return answer(intent, open.totalAmount);
  }
  const metadata = ownerMetadata(open.owner);
  const updated = await deps.cardProcessor.updateIntent(intent.id, {
    amount: wanted.totalAmount,
    receiptEmail: wanted.email,
    metadata,
  });
  if (!updated) return null;
  // The intent's amount and the checkout's total move together or not at all: a payment is
  // only ever taken for the lines the checkout records.
  const restore = () =>
    deps.cardProcessor
      .updateIntent(intent.id, { amount: open.totalAmount, receiptEmail: open.email, metadata })
      // If the intent cannot be put back, completion refuses the mismatch and logs it.
      .catch((error: unknown) =>
        deps.logger.error({ err: error, paymentIntentId: intent.id }, 'intent not restored'),
      );
  let repriced: boolean;
  try {
    repriced = await deps.checkouts.reprice(intent.id, wanted, deps.clock());
  } catch (error) {
    await restore();
    throw error;
  }
  if (repriced) return answer(updated, wanted.totalAmount);
  await restore();
  return null;
}

/**
 * A new intent and its checkout. The idempotency key comes from the checkout itself, so two
 * identical requests racing each other get one intent and one checkout. If the checkout cannot
 * be kept, the intent is cancelled: nothing may be paid that no checkout records.
 */
async function openCheckout(
  deps: PaymentIntentDeps,
  owner: Owner,
  wanted: CheckoutPricing,
): Promise<Answer> {
  const sequence = await deps.checkouts.countByOwner(owner);
  const key = intentIdempotencyKey(wanted.fingerprint, sequence, wanted.totalAmount);
  const request = {
    amount: wanted.totalAmount,
    currency: CURRENCY,
    receiptEmail: wanted.email,
    metadata: ownerMetadata(owner),
  };
  let intent = await deps.cardProcessor.createIntent({ ...request, idempotencyKey: key });
  if (intent.status !== 'requires_payment_method') {
    // The key's earlier intent was cancelled when its checkout could not be kept.
    intent = await deps.cardProcessor.createIntent({ ...request, idempotencyKey: `${key}-again` });
  }
  try {
    await deps.checkouts.insert({
      paymentIntentId: intent.id,
      owner,
      ...wanted,
      currency: CURRENCY,
      status: 'open',
      createdAt: deps.clock(),
    });
  } catch (error) {
    // An intent whose client secret never reached a browser cannot be paid anyway.
    await deps.cardProcessor
      .cancelIntent(intent.id)
      .catch((cancelError: unknown) =>
        deps.logger.warn({ err: cancelError, paymentIntentId: intent.id }, 'intent not cancelled'),
      );
    throw error;
  }
  return answer(intent, wanted.totalAmount);
}

/**
 * Prices the cart (price-checkout) and answers the client secret of the intent for that total:
 * the owner's one open checkout, re-priced if the cart, address or method changed, or a new one.
 * The checkout is kept under the intent's id; the order is made from it.
 */
export async function createPaymentIntent(
  deps: PaymentIntentDeps,
  input: PaymentIntentInput,
): Promise<PaymentIntentOutcome> {
  const priced = await priceCheckout(deps, input);
  if (!priced.ok) return priced;
  const { ok: _ok, ...pricing } = priced;
  const wanted: CheckoutPricing = {
    ...pricing,
    email: input.email,
    address: input.address,
    shippingMethodId: input.shippingMethodId,
    fingerprint: checkoutFingerprint({ ...input, lines: pricing.lines }),
  };
  try {
    const open = await deps.checkouts.findOpenByOwner(input.owner);
    const reused = open && (await reuseOpen(deps, open, wanted));
    return reused || (await openCheckout(deps, input.owner, wanted));
  } catch (error) {
    if (!(error instanceof CardProcessorUnavailableError)) throw error;
    return {
      ok: false,
      failure: failure(
        'unavailable',
        'Payments are temporarily unavailable. Please try again in a few minutes.',
      ),
    };
  }
}
