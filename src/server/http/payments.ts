import type { FastifyInstance } from 'fastify';
import {
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
} from '../../shared/api/payment';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import { createPaymentIntent, type PaymentIntentDeps } from '../workflows/create-payment-intent';
import { checkoutFailureToHttp } from './checkout-failure-status';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody } from './contract/route-contract';
import { HttpError } from './errors';
import { requireNamedAccount } from './request-account';
import { provenGuestId, requireGuestProof } from './request-guest';
import { refuseZipOfAnotherState } from './zip-state-refusal';

/** Each intent costs a tax calculation and a processor call: a shopper needs a handful. */
export const DEFAULT_INTENTS_PER_MINUTE = 20;
const TOO_MANY_INTENTS = 'Too many payment attempts. Please wait a minute and try again.';

/**
 * POST /api/payment/create-payment-intent: the server prices the cart itself and answers the
 * intent's client secret. The browser's prices, shipping cost and tax are never charged.
 */
export function paymentRoutes(
  deps: PaymentIntentDeps & {
    readAccount: AccountReader;
    guestProofs: GuestProofs;
    intentsPerMinute?: number;
  },
) {
  return async function paymentsPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/payment/create-payment-intent',
        tag: 'Checkout',
        summary: 'A payment intent for the cart, priced by the server',
        description:
          'The server prices the lines, shipping and tax itself and keeps the checkout under the intent; the prices, shipping cost and tax sent are never charged.',
        body: jsonBody(createPaymentIntentRequestSchema),
        answers: {
          200: json(createPaymentIntentResponseSchema, 'The intent’s client secret and total.'),
          400: fails(
            'A line cannot be priced, or is over the limits.',
            'unpriceable',
            'over_limit',
          ),
          401: fails('No proof of who is asking.', 'sign_in_required', 'guest_session_unproven'),
          403: fails(
            'The named account or guest session is another’s.',
            'other_account',
            'guest_session_mismatch',
          ),
          422: fails(
            'The address cannot be served, or the shipping method is not offered.',
            'zip_state_mismatch',
            'undeliverable',
            'method_unavailable',
          ),
          503: fails('A service the payment needs is down.', 'service_unavailable'),
        },
        rateLimit: {
          perMinute: deps.intentsPerMinute ?? DEFAULT_INTENTS_PER_MINUTE,
          refusal: () => new HttpError(429, 'rate_limited', TOO_MANY_INTENTS),
        },
      },
      async ({ body }, request) => {
        refuseZipOfAnotherState(body.shipping_address);
        if (!body.customer_id && !body.guest_session_id) {
          throw new HttpError(
            400,
            'invalid_request',
            'A guest_session_id or a customer_id is needed to check out.',
          );
        }
        if (body.customer_id) {
          await requireNamedAccount(deps.readAccount, request, body.customer_id);
        } else if (body.guest_session_id) {
          requireGuestProof(deps.guestProofs, request, body.guest_session_id);
        }
        const outcome = await createPaymentIntent(deps, {
          lines: body.items,
          address: body.shipping_address,
          shippingMethodId: body.shipping_method_id,
          email: body.receipt_email,
          owner: {
            customerId: body.customer_id ?? null,
            guestSessionId: body.customer_id ? null : (body.guest_session_id ?? null),
          },
          buyer: {
            accountId: body.customer_id ?? null,
            guestSessionId: provenGuestId(deps.guestProofs, request),
          },
        });
        if (!outcome.ok) throw checkoutFailureToHttp(outcome.failure);
        return {
          clientSecret: outcome.clientSecret,
          paymentIntentId: outcome.paymentIntentId,
          amount: outcome.totalAmount,
        };
      },
    );
  };
}
