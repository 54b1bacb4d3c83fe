import type { FastifyInstance } from 'fastify';
import type { GuestSessionResponse } from '../../shared/api/guest-session';
import type { GuestProofs } from '../auth/guest-proof';
import { provenGuest, setGuestCookie } from './request-guest';

/**
 * POST /api/guest-session: the guest session this browser may act for. The web app calls it at
 * start and before each call that acts for its guest. A cookie that proves a session keeps it;
 * anything else (no cookie, a forged or expired one) gets a new session from the server, with
 * its cookie. The id a browser proposes is never taken: ids are the server's to give.
 */
export function guestSessionRoutes(deps: { guestProofs: GuestProofs; secureCookies: boolean }) {
  return async function guestSessionPlugin(app: FastifyInstance) {
    app.post('/api/guest-session', async (request, reply): Promise<GuestSessionResponse> => {
      reply.header('cache-control', 'no-store');
      let guest = provenGuest(deps.guestProofs, request);
      if (!guest) {
        const issued = deps.guestProofs.issue();
        setGuestCookie(reply, issued, deps.secureCookies);
        guest = issued;
      }
      return { guest_session_id: guest.guestSessionId, expires_at: guest.expiresAt.toISOString() };
    });
  };
}
