import type { FastifyInstance } from 'fastify';
import { guestSessionResponseSchema } from '../../shared/api/guest-session';
import type { GuestProofs } from '../auth/guest-proof';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';
import { provenGuest, setGuestCookie } from './request-guest';

/**
 * POST /api/guest-session: the guest session this browser may act for. The web app calls it at
 * start and before each call that acts for its guest. A cookie that proves a session keeps it
 * (renewed when its proof is of the older form); anything else (no cookie, a forged or expired
 * one) gets a new session from the server, with its cookie. The id a browser proposes is never
 * taken: ids are the server's to give.
 */
export function guestSessionRoutes(deps: { guestProofs: GuestProofs; secureCookies: boolean }) {
  return async function guestSessionPlugin(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/guest-session',
        tag: 'Session',
        summary: 'The guest session this browser may act for',
        description:
          'Keeps the session the `mm_guest` cookie proves, or starts a new one and sets its cookie. Takes no body.',
        answers: { 200: json(guestSessionResponseSchema, 'The session and when it ends.') },
      },
      async (_input, request, reply) => {
        reply.header('cache-control', 'no-store');
        const proven = provenGuest(deps.guestProofs, request);
        const guest = proven ?? deps.guestProofs.issue();
        if (!proven || proven.renew) setGuestCookie(reply, guest, deps.secureCookies);
        return {
          guest_session_id: guest.guestSessionId,
          expires_at: guest.expiresAt.toISOString(),
        };
      },
    );
  };
}
