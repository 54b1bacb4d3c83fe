import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRY_MS } from '../../shared/constants';
import type { GuestProofs, IssuedGuest, ReadGuest } from '../auth/guest-proof';
import { HttpError } from './errors';

/** The http-only cookie that proves which guest session this browser holds. */
export const GUEST_COOKIE = 'mm_guest';

export const GUEST_PROOF_MISSING =
  'This guest session was not started in this browser. Please reload the page and try again.';
export const OTHER_GUEST = 'This request names a guest session that is not this browser’s.';

/** The guest session the request's cookie proves, or null. */
export function provenGuest(proofs: GuestProofs, request: FastifyRequest): ReadGuest | null {
  return proofs.read(request.cookies[GUEST_COOKIE]);
}

/** The id of the guest session the request's cookie proves, or null. */
export function provenGuestId(proofs: GuestProofs, request: FastifyRequest): string | null {
  return provenGuest(proofs, request)?.guestSessionId ?? null;
}

/**
 * Checks the request proves the guest session it names: 401 without any proof, 403 when its
 * proof is another guest's. A guest id on its own is not enough to act for that guest.
 */
export function requireGuestProof(
  proofs: GuestProofs,
  request: FastifyRequest,
  guestSessionId: string,
): void {
  const proven = provenGuestId(proofs, request);
  if (proven === guestSessionId) return;
  throw proven
    ? new HttpError(403, 'guest_session_mismatch', OTHER_GUEST, { error: 'guest_session_mismatch' })
    : new HttpError(401, 'guest_session_unproven', GUEST_PROOF_MISSING, {
        error: 'guest_session_unproven',
      });
}

/** Sets the guest cookie: http-only, same-site (lax), Secure on https, as long as the proof lasts. */
export function setGuestCookie(reply: FastifyReply, guest: IssuedGuest, secure: boolean): void {
  // A renewed proof may run out sooner than the cookie; it is then refused like any expired one.
  reply.setCookie(GUEST_COOKIE, guest.proof, {
    path: '/',
    maxAge: Math.floor(SESSION_EXPIRY_MS / 1000),
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
