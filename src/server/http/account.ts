import type { FastifyInstance } from 'fastify';
import {
  accountRoleResponseSchema,
  claimGuestSessionRequestSchema,
  claimGuestSessionResponseSchema,
} from '../../shared/api/account';
import { accountOrdersResponseSchema } from '../../shared/api/account-orders';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { ViewerReader } from '../auth/viewer-reader';
import type { GuestClaimsRepository } from '../db/guest-claims-repository';
import type { OrderEventsRepository } from '../db/order-events-repository';
import type { OrdersRepository } from '../db/orders-repository';
import { listCustomerOrders } from '../workflows/view-order';
import { defineRoute } from './contract/define-route';
import { fails, json, jsonBody, type RateLimit } from './contract/route-contract';
import { HttpError } from './errors';
import { credentials, requireAccount } from './request-account';
import { requireGuestProof } from './request-guest';

const TOO_MANY_CALLS = 'Too many account requests. Please wait a minute and try again.';
const LIMIT: RateLimit = {
  perMinute: 30,
  refusal: () => new HttpError(429, 'rate_limited', TOO_MANY_CALLS),
};
const SIGNED_OUT = fails('Not signed in.', 'sign_in_required');

export interface AccountRouteDeps {
  readAccount: AccountReader;
  readViewer: ViewerReader;
  guestClaims: GuestClaimsRepository;
  guestProofs: GuestProofs;
  orders: OrdersRepository;
  orderEvents: OrderEventsRepository;
  clock: () => Date;
}

/** The signed-in customer's own things: taking over their guest session, and their orders. */
export function accountRoutes(deps: AccountRouteDeps) {
  return async function accountPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/account/claim-guest-session',
        tag: 'Account',
        summary: 'Hand the guest session’s jobs and orders to the signed-in account',
        description:
          'Called right after signing in or up, from the browser that holds the guest’s cookie.',
        body: jsonBody(claimGuestSessionRequestSchema),
        answers: {
          200: json(claimGuestSessionResponseSchema, 'How many jobs and orders moved.'),
          401: fails(
            'Not signed in, or no proof of the guest session.',
            'sign_in_required',
            'guest_session_unproven',
          ),
          403: fails('The guest session is another browser’s.', 'guest_session_mismatch'),
        },
        rateLimit: LIMIT,
      },
      async ({ body }, request) => {
        const accountId = await requireAccount(deps.readAccount, request);
        // Only the browser holding the guest's proof may hand that guest's work over.
        requireGuestProof(deps.guestProofs, request, body.guest_session_id);
        const moved = await deps.guestClaims.moveToAccount(
          body.guest_session_id,
          accountId,
          deps.clock(),
        );
        request.log.info({ accountId, ...moved }, 'guest session moved to account');
        return { jobs: moved.jobs, orders: moved.orders };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/account/role',
        tag: 'Account',
        summary: 'Whether the signed-in account is a shop owner',
        description:
          'The account menu asks, to offer the back office to its owners; read afresh each time, as the back office’s own guard does.',
        answers: {
          200: json(accountRoleResponseSchema, 'The role.'),
          401: SIGNED_OUT,
        },
        rateLimit: LIMIT,
      },
      async (_input, request, reply) => {
        const viewer = await deps.readViewer(credentials(request));
        if (viewer.kind === 'signed-out') {
          throw new HttpError(401, 'sign_in_required', 'Please sign in.');
        }
        reply.header('cache-control', 'no-store');
        return { shop_owner: viewer.kind === 'owner' };
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/account/orders',
        tag: 'Account',
        summary: 'The signed-in customer’s orders, newest first',
        answers: {
          200: json(accountOrdersResponseSchema, 'The orders.'),
          401: SIGNED_OUT,
        },
        rateLimit: LIMIT,
      },
      async (_input, request) => {
        const accountId = await requireAccount(deps.readAccount, request);
        return { orders: await listCustomerOrders(deps, accountId) };
      },
    );
  };
}
