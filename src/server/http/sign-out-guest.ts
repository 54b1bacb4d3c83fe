import type { FastifyReply } from 'fastify';
import type { GuestProofs } from '../auth/guest-proof';
import { setGuestCookie } from './request-guest';

const SIGN_OUT_PATH = '/sign-out';

export interface SignOutGuestDeps {
  guestProofs: GuestProofs;
  secureCookies: boolean;
}

/**
 * A sign-out the provider accepted hands the browser a new guest: the guest cookie it held
 * still owns the work it made before signing in (that work moved to the account, but its
 * guest id stayed on it), so the next person at a shared computer would see the account's
 * photo and art through it.
 */
export function rotateGuestOnSignOut(
  deps: SignOutGuestDeps,
  call: { method: string; path: string; status: number },
  reply: FastifyReply,
): void {
  if (call.method !== 'POST' || call.path !== SIGN_OUT_PATH || call.status !== 200) return;
  setGuestCookie(reply, deps.guestProofs.issue(), deps.secureCookies);
}
