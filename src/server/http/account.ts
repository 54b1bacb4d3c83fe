import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  type AccountOrdersResponse,
  type ClaimGuestSessionResponse,
  claimGuestSessionRequestSchema,
} from '../../shared/api/account';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { GuestClaimsRepository } from '../db/guest-claims-repository';
import type { OrdersRepository } from '../db/orders-repository';
import type { PrintPartner } from '../ports/print-partner';
import { listCustomerOrders } from '../workflows/view-order';
import { HttpError, zodDetail } from './errors';
import { requireAccount } from './request-account';
import { requireGuestProof } from './request-guest';

const ACCOUNT_CALLS_PER_MINUTE = 30;
const TOO_MANY_CALLS = 'Too many account requests. Please wait a minute and try again.';

export interface AccountRouteDeps {
  readAccount: AccountReader;
  guestClaims: GuestClaimsRepository;
  guestProofs: GuestProofs;
  orders: OrdersRepository;
  printPartner: PrintPartner;
  logger: FastifyBaseLogger;
  clock: () => Date;
}

/** The signed-in customer's own things: taking over their guest session, and their orders. */
export function accountRoutes(deps: AccountRouteDeps) {
  return async function accountPlugin(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, TOO_MANY_CALLS),
    });
    const limit = { rateLimit: { max: ACCOUNT_CALLS_PER_MINUTE, timeWindow: '1 minute' } };

    app.post(
      '/api/account/claim-guest-session',
      { config: limit },
      async (request): Promise<ClaimGuestSessionResponse> => {
        const accountId = await requireAccount(deps.readAccount, request);
        const parsed = claimGuestSessionRequestSchema.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, zodDetail(parsed.error));
        // Only the browser holding the guest's proof may hand that guest's work over.
        requireGuestProof(deps.guestProofs, request, parsed.data.guest_session_id);
        const moved = await deps.guestClaims.moveToAccount(
          parsed.data.guest_session_id,
          accountId,
          deps.clock(),
        );
        request.log.info({ accountId, ...moved }, 'guest session moved to account');
        return { jobs: moved.jobs, orders: moved.orders };
      },
    );

    app.get(
      '/api/account/orders',
      { config: limit },
      async (request): Promise<AccountOrdersResponse> => {
        const accountId = await requireAccount(deps.readAccount, request);
        return { orders: await listCustomerOrders(deps, accountId) };
      },
    );
  };
}
