import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  type CreatePaymentIntentResponse,
  createPaymentIntentRequestSchema,
} from '../../shared/api/payment';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import { createPaymentIntent, type PaymentIntentDeps } from '../workflows/create-payment-intent';
import { checkoutFailureToHttp } from './checkout-failure-status';
import { HttpError, zodDetail } from './errors';
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
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_INTENTS),
    });
    const limit = {
      rateLimit: {
        max: deps.intentsPerMinute ?? DEFAULT_INTENTS_PER_MINUTE,
        timeWindow: '1 minute',
      },
    };

    app.post(
      '/api/payment/create-payment-intent',
      { config: limit },
      async (request): Promise<CreatePaymentIntentResponse> => {
        const parsed = createPaymentIntentRequestSchema.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
        const body = parsed.data;
        refuseZipOfAnotherState(body.shipping_address);
        if (!body.customer_id && !body.guest_session_id) {
          throw new HttpError(400, 'A guest_session_id or a customer_id is needed to check out.');
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
