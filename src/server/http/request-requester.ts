import type { FastifyRequest } from 'fastify';
import type { AccountReader } from '../auth/account-reader';
import type { GuestProofs } from '../auth/guest-proof';
import type { Requester } from '../domain/job-owner';
import { HttpError } from './errors';
import { signedInAccount } from './request-account';
import { GUEST_PROOF_MISSING, provenGuestId } from './request-guest';

/** Who is asking about their artworks: the signed-in account, the proven guest, or a 401. */
export async function requireRequester(
  deps: { readAccount: AccountReader; guestProofs: GuestProofs },
  request: FastifyRequest,
): Promise<Requester> {
  const guestSessionId = provenGuestId(deps.guestProofs, request);
  const accountId = await signedInAccount(deps.readAccount, request);
  if (!accountId && !guestSessionId) {
    throw new HttpError(401, 'guest_session_unproven', GUEST_PROOF_MISSING, {
      error: 'guest_session_unproven',
    });
  }
  return { accountId, guestSessionId };
}
