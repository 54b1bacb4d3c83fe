import { requestGuestSession } from '../../api/guest-session';
import type { ShopperIdentity } from '../../api/upload';
import { adoptGuestSession, getShopperIdentity, storedAccountId } from './shopper-session';

let asking: Promise<void> | null = null;

/**
 * Has the server vouch for this browser's guest (issue 22): it answers the guest session its
 * http-only cookie proves, or a new one with its cookie, and the browser adopts that id. Asked
 * at start and again before each call that acts for the guest, so two tabs that began at once
 * settle on the cookie's guest. A failure is not handled here: the call that needed the proof
 * is refused and says so. Signed in, there is no guest to prove.
 */
export function proveGuestSession(): Promise<void> {
  if (storedAccountId()) return Promise.resolve();
  asking ??= requestGuestSession()
    .then((answer) => {
      if (answer.ok && !storedAccountId()) {
        adoptGuestSession(answer.data.guest_session_id, answer.data.expires_at);
      }
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Who uploads and orders (getShopperIdentity), once the server vouches for a guest. */
export async function provenShopperIdentity(): Promise<ShopperIdentity> {
  await proveGuestSession();
  return getShopperIdentity();
}
