import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderAnswer } from '../../shared/api/orders';
import type { CheckoutsRepository } from '../db/checkouts-repository';
import type { OrdersRepository } from '../db/orders-repository';
import type { TaxCalculationsRepository } from '../db/tax-calculations-repository';
import { type CheckoutFailure, failure } from '../domain/checkout/checkout-failure';
import { sameLines } from '../domain/checkout/checkout-identity';
import type { CheckoutRecord, Owner } from '../domain/checkout/checkout-record';
import type { LineRequest } from '../domain/checkout/price-lines';
import { generateDisplayId } from '../domain/orders/display-id';
import { ANSWER_STATUS_RECEIVED, type OrderRecord } from '../domain/orders/order-record';
import {
  type CardProcessor,
  CardProcessorUnavailableError,
  type PaymentIntent,
} from '../ports/card-processor';
import type { TaxService } from '../ports/tax-service';
import { recordTaxTransaction } from './record-tax-transaction';

export interface CompleteCheckoutDeps {
  checkouts: CheckoutsRepository;
  orders: OrdersRepository;
  cardProcessor: CardProcessor;
  tax: TaxService;
  taxCalculations: TaxCalculationsRepository;
  logger: FastifyBaseLogger;
  clock: () => Date;
  /** Asks the outbox to run now rather than at its next tick. */
  kickOutbox?: () => void;
}

export type CompleteCheckoutOutcome =
  | { ok: true; order: OrderRecord }
  | { ok: false; failure: CheckoutFailure };

export const ORDER_RECEIVED_MESSAGE =
  'Your order has been received and is being sent to our print partner.';
// A display id collision is one in a billion; three draws make a failure all but impossible.
const DISPLAY_ID_DRAWS = 3;

/**
 * A customer's checkout is theirs by customer id, a guest's by guest session. A guest who signs
 * in while paying has the checkout moved to the account and may finish it either way.
 */
function belongsTo(checkout: CheckoutRecord, claimant: Owner): boolean {
  const { customerId, guestSessionId } = checkout.owner;
  if (!customerId && !guestSessionId) return true;
  return (
    (customerId !== null && claimant.customerId === customerId) ||
    (guestSessionId !== null && claimant.guestSessionId === guestSessionId)
  );
}

function newOrder(
  checkout: CheckoutRecord,
  taxTransactionId: string | null,
  now: Date,
): OrderRecord {
  const id = randomUUID();
  const displayId = generateDisplayId();
  const answer: OrderAnswer = {
    order_id: id,
    display_id: displayId,
    printify_order_id: null,
    status: ANSWER_STATUS_RECEIVED,
    message: ORDER_RECEIVED_MESSAGE,
    ...(taxTransactionId ? { tax_transaction_id: taxTransactionId } : {}),
  };
  return {
    id,
    displayId,
    paymentIntentId: checkout.paymentIntentId,
    owner: checkout.owner,
    accessToken: randomBytes(24).toString('hex'),
    email: checkout.email,
    lines: checkout.lines,
    address: checkout.address,
    shippingMethodId: checkout.shippingMethodId,
    shippingCost: checkout.shippingCost,
    subtotal: checkout.subtotal,
    taxAmount: checkout.taxAmount,
    totalAmount: checkout.totalAmount,
    currency: checkout.currency,
    taxCalculationId: checkout.taxCalculationId,
    taxTransactionId,
    status: 'paid',
    partnerOrderId: null,
    partnerStatus: null,
    amountRefunded: 0,
    answer,
    createdAt: now,
  };
}

/** The browser's create-order call: who asks, and the lines its page showed when paying. */
export interface CheckoutClaim {
  owner: Owner;
  shownLines: LineRequest[];
}

/**
 * Turns the checkout kept under a payment intent into its one order, once the processor says
 * the intent succeeded for exactly the checkout's total. The browser's create-order call, the
 * processor's webhook and the sweeper all come here; however many arrive together, the orders
 * table's unique constraint lets one insert and every caller gets that order back.
 *
 * The order is always the checkout's lines, and a payment is always for the checkout's total:
 * a re-priced checkout changes its intent's amount in the same step (create-payment-intent),
 * and an intent paid for another amount makes no order. So whatever was charged is what the
 * order holds. What the browser's call adds is the lines its page showed: if they are not the
 * checkout's, the intent was re-priced (another tab changed the cart) after that page showed
 * it, and the page must not confirm an order it did not show. That call is refused with
 * `cart_changed` and makes no order; the payment, taken for the checkout's lines, still becomes
 * the order for exactly those lines through the webhook or the sweeper, so nobody is charged
 * without an order or for lines the order does not hold.
 */
export async function completeCheckout(
  deps: CompleteCheckoutDeps,
  paymentIntentId: string,
  claim?: CheckoutClaim,
): Promise<CompleteCheckoutOutcome> {
  const checkout = await deps.checkouts.findByPaymentIntent(paymentIntentId);
  if (!checkout) {
    return {
      ok: false,
      failure: failure(
        'unknown_payment',
        'We have no checkout for this payment. No order was made.',
      ),
    };
  }
  if (claim && !belongsTo(checkout, claim.owner)) {
    return {
      ok: false,
      failure: failure('not_yours', 'This payment belongs to another checkout.'),
    };
  }
  if (claim && !sameLines(claim.shownLines, checkout.lines)) {
    return {
      ok: false,
      failure: failure(
        'cart_changed',
        'Your cart changed after this page showed it, so this page cannot place the order. Any payment taken is for your cart as it was last priced, and its order confirmation comes by e-mail. Please check your cart before paying again.',
      ),
    };
  }
  const existing = await deps.orders.findByPaymentIntent(paymentIntentId);
  if (existing) return { ok: true, order: existing };

  let intent: PaymentIntent | null;
  try {
    intent = await deps.cardProcessor.retrieveIntent(paymentIntentId);
  } catch (error) {
    if (!(error instanceof CardProcessorUnavailableError)) throw error;
    return {
      ok: false,
      failure: failure(
        'unavailable',
        'We could not confirm your payment just now. Your order will be created as soon as we can; please do not pay again.',
      ),
    };
  }
  if (!intent) {
    return {
      ok: false,
      failure: failure(
        'unknown_payment',
        'The card processor does not know this payment. No order was made.',
      ),
    };
  }
  if (intent.status !== 'succeeded') {
    return {
      ok: false,
      failure: failure('not_paid', 'This payment has not succeeded, so no order was made.'),
    };
  }
  if (intent.amount !== checkout.totalAmount || intent.currency !== checkout.currency) {
    deps.logger.error(
      { paymentIntentId, paid: intent.amount, expected: checkout.totalAmount },
      'payment amount differs from the checkout',
    );
    return {
      ok: false,
      failure: failure(
        'amount_mismatch',
        'The amount paid does not match this order, so no order was made. Please contact support.',
      ),
    };
  }

  const taxTransactionId = await recordTaxTransaction(
    deps,
    checkout.taxCalculationId,
    paymentIntentId,
  );
  for (let draw = 1; ; draw += 1) {
    try {
      const now = deps.clock();
      const { order, created } = await deps.orders.insertOnce(
        newOrder(checkout, taxTransactionId, now),
        now,
      );
      if (created) deps.kickOutbox?.();
      return { ok: true, order };
    } catch (error) {
      // Only a display id collision is worth another draw; the intent's own order wins anyway.
      const stored = await deps.orders.findByPaymentIntent(paymentIntentId);
      if (stored) return { ok: true, order: stored };
      if (draw >= DISPLAY_ID_DRAWS) throw error;
    }
  }
}
