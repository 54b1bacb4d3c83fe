import { z } from 'zod';
import { STYLE_IDS } from '../styles';

/** GET /api/admin/session: who the signed-in shop owner is (401 or 403 for anyone else). */
export const adminSessionResponseSchema = z.object({ email: z.string() });
export type AdminSession = z.infer<typeof adminSessionResponseSchema>;

/** What a style did in the last seven days, counted for the owner's styles screen. */
export const styleActivitySchema = z.object({
  generations: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type StyleActivity = z.infer<typeof styleActivitySchema>;

export const adminStyleSchema = z.object({
  id: z.enum(STYLE_IDS),
  label: z.string(),
  disabled: z.boolean(),
  last_7_days: styleActivitySchema,
});
export type AdminStyle = z.infer<typeof adminStyleSchema>;

/** GET /api/admin/styles */
export const adminStylesResponseSchema = z.object({ styles: z.array(adminStyleSchema) });
export type AdminStylesResponse = z.infer<typeof adminStylesResponseSchema>;

/** The path of PATCH /api/admin/styles/{id}. */
export const adminStyleParamsSchema = z.object({ id: z.enum(STYLE_IDS) });

/** PATCH /api/admin/styles/{id}: switch the style off (`true`) or back on (`false`). */
export const switchStyleRequestSchema = z.object({ disabled: z.boolean() });
export type SwitchStyleRequest = z.infer<typeof switchStyleRequestSchema>;

/** Words the owner screens and the owner routes share. */
export const OWNER_MESSAGES = {
  signIn: 'Please sign in with a shop owner’s account.',
  ownersOnly: 'This account is not a shop owner’s, so the back office stays closed.',
  verify:
    'This is a shop owner’s address, but it is not verified yet. Open the link we e-mailed when you signed up, or have a sign-in link sent: opening it verifies the address.',
} as const;
