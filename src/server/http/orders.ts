import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderViewSchema,
} from '../../shared/api/orders';
import { text } from '../../shared/validation/text';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { OrderEventsRepository } from '../db/order-events-repository';
import { type CompleteCheckoutDeps, completeCheckout } from '../workflows/complete-checkout';
import { orderReceipt, viewOrder } from '../workflows/view-order';
import { checkoutFailureToHttp } from './checkout-failure-status';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { requireAccount, requireNamedAccount } from './request-account';
import { requireGuestProof } from './request-guest';

const ORDER_NOT_FOUND = 'We could not find this order. Please check the link in your e-mail.';
const TOO_MANY_ORDERS = 'Too many order requests. Please wait a minute and try again.';
const LIMIT: RateLimit = {
  perMinute: 60,
  refusal: () => new HttpError(429, 'rate_limited', TOO_MANY_ORDERS),
};
const orderNotFound = () => new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);

/**
 * POST /api/orders/create-order: the order for a paid checkout, made once. The order comes from
 * the checkout the server kept under the payment intent, not from the body's amounts; every
 * repeat of the call answers what the first answered. The body's items must be the checkout's
 * lines (completeCheckout says why).
 */
export function orderRoutes(
  deps: CompleteCheckoutDeps & {
    orderEvents: OrderEventsRepository;
    readAccount: AccountReader;
    guestProofs: GuestProofs;
  },
) {
  return async function ordersPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/orders/create-order',
        tag: 'Checkout',
        summary: 'The order for a paid payment intent, made once',
        description:
          'Idempotent on `payment_intent_id`: every repeat answers what the first answered. The order is made from the checkout the server kept, not from the amounts sent.',
        body: jsonBody(createOrderRequestSchema),
        answers: {
          200: json(createOrderResponseSchema, 'The order.'),
          401: fails('No proof of who is asking.', 'sign_in_required', 'guest_session_unproven'),
          402: fails('The payment has not succeeded.', 'not_paid'),
          403: fails(
            'The checkout or the named account is another’s.',
            'not_yours',
            'other_account',
            'guest_session_mismatch',
          ),
          404: fails('No checkout under this payment intent.', 'unknown_payment'),
          409: fails(
            'The payment or the lines differ from the checkout.',
            'amount_mismatch',
            'cart_changed',
          ),
          503: fails(
            'A service the order needs is down; asking again may work.',
            'service_unavailable',
          ),
        },
        rateLimit: LIMIT,
      },
      async ({ body }, request) => {
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
        return { ...outcome.order.answer, receipt: orderReceipt(outcome.order) };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/orders/:id',
        tag: 'Checkout',
        summary: 'One order, for the holder of its e-mail link or its signed-in customer',
        params: z.object({ id: text().min(1).max(64) }),
        query: z.object({ token: text().min(1).max(128).optional() }),
        answers: {
          200: json(orderViewSchema, 'The order.'),
          401: fails('No token, and not signed in.', 'sign_in_required'),
          404: fails('No such order for this token or customer.', 'order_not_found'),
        },
        rateLimit: LIMIT,
        refuseInput: () => {
          throw orderNotFound();
        },
      },
      async ({ params, query: { token } }, request) => {
        const reader = token
          ? { token }
          : { customerId: await requireAccount(deps.readAccount, request) };
        const view = await viewOrder(deps, params.id, reader);
        if (!view) throw orderNotFound();
        return view;
      },
    );
  };
}
