import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRY_MS } from '../../shared/constants';
import type { GuestProofs, IssuedGuest, ProvenGuest } from '../auth/guest-proof';
import { HttpError } from './errors';

/** The http-only cookie that proves which guest session this browser holds. */
export const GUEST_COOKIE = 'mm_guest';

export const GUEST_PROOF_MISSING =
  'This guest session was not started in this browser. Please reload the page and try again.';
export const OTHER_GUEST = 'This request names a guest session that is not this browser’s.';

/** The guest session the request's cookie proves, or null. */
export function provenGuest(proofs: GuestProofs, request: FastifyRequest): ProvenGuest | null {
  return proofs.read(readCookie(request.headers.cookie, GUEST_COOKIE));
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
  const maxAge = Math.floor(SESSION_EXPIRY_MS / 1000);
  const attributes = ['Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  reply.header('set-cookie', [`${GUEST_COOKIE}=${guest.proof}`, ...attributes].join('; '));
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
