import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type CreateOrderResponse,
  createOrderRequestSchema,
  type OrderView,
} from '../../shared/api/orders';
import { text } from '../../shared/validation/text';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { PrintPartner } from '../ports/print-partner';
import { type CompleteCheckoutDeps, completeCheckout } from '../workflows/complete-checkout';
import { viewOrder } from '../workflows/view-order';
import { checkoutFailureToHttp } from './checkout-failure-status';
import { HttpError, zodDetail } from './errors';
import { requireAccount, requireNamedAccount } from './request-account';
import { requireGuestProof } from './request-guest';

const ORDERS_PER_MINUTE = 60;
const ORDER_NOT_FOUND = 'We could not find this order. Please check the link in your e-mail.';
const viewParams = z.object({ id: text().min(1).max(64) });
const viewQuery = z.object({ token: text().min(1).max(128).optional() });
const TOO_MANY_ORDERS = 'Too many order requests. Please wait a minute and try again.';

/**
 * POST /api/orders/create-order: the order for a paid checkout, made once. The order comes from
 * the checkout the server kept under the payment intent, not from the body's amounts; every
 * repeat of the call answers what the first answered. The body's items must be the checkout's
 * lines (completeCheckout says why).
 */
export function orderRoutes(
  deps: CompleteCheckoutDeps & {
    printPartner: PrintPartner;
    readAccount: AccountReader;
    guestProofs: GuestProofs;
  },
) {
  return async function ordersPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_ORDERS),
    });

    app.post(
      '/api/orders/create-order',
      { config: { rateLimit: { max: ORDERS_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request): Promise<CreateOrderResponse> => {
        const parsed = createOrderRequestSchema.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
        const body = parsed.data;
        if (body.customer_id)
          await requireNamedAccount(deps.readAccount, request, body.customer_id);
        if (body.guest_session_id)
          requireGuestProof(deps.guestProofs, request, body.guest_session_id);
        const outcome = await completeCheckout(deps, body.payment_intent_id, {
          owner: {
            customerId: body.customer_id ?? null,
            guestSessionId: body.guest_session_id ?? null,
          },
          shownLines: body.items,
        });
        if (!outcome.ok) throw checkoutFailureToHttp(outcome.failure);
        return outcome.order.answer;
      },
    );

    // GET /api/orders/{id}?token=: the order behind the e-mail's link, or without the token the
    // signed-in customer's own order; nobody else's.
    app.get(
      '/api/orders/:id',
      { config: { rateLimit: { max: ORDERS_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request): Promise<OrderView> => {
        const params = viewParams.safeParse(request.params);
        const query = viewQuery.safeParse(request.query);
        if (!params.success || !query.success) throw new HttpError(404, ORDER_NOT_FOUND);
        const { token } = query.data;
        const reader = token
          ? { token }
          : { customerId: await requireAccount(deps.readAccount, request) };
        const view = await viewOrder(deps, params.data.id, reader);
        if (!view) throw new HttpError(404, ORDER_NOT_FOUND);
        return view;
      },
    );
  };
}
