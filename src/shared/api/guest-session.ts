import { z } from 'zod';
import { timestampSchema } from './fields';

/**
 * POST /api/guest-session (no body): the guest session this browser may act for. The server
 * answers the one its http-only cookie proves, or makes a new one and sets the cookie; the
 * browser adopts the id it is answered and sends it as `guest_session_id` (SPEC §7).
 */
export const guestSessionResponseSchema = z.object({
  guest_session_id: z.string().uuid(),
  expires_at: timestampSchema,
});
export type GuestSessionResponse = z.infer<typeof guestSessionResponseSchema>;
