import { z } from 'zod';
import { idSchema } from './fields';

/**
 * POST /api/account/claim-guest-session: right after signing in or up, the browser hands over
 * the guest session it had, and that guest's jobs, orders and open checkouts become the
 * account's (SPEC §4: "a guest session can be passed for migration").
 */
export const claimGuestSessionRequestSchema = z.object({
  guest_session_id: idSchema,
});
export type ClaimGuestSessionRequest = z.infer<typeof claimGuestSessionRequestSchema>;

export const claimGuestSessionResponseSchema = z.object({
  jobs: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type ClaimGuestSessionResponse = z.infer<typeof claimGuestSessionResponseSchema>;

/** GET /api/account/role: whether the signed-in account may open the back office. */
export const accountRoleResponseSchema = z.object({ shop_owner: z.boolean() });
export type AccountRoleResponse = z.infer<typeof accountRoleResponseSchema>;
