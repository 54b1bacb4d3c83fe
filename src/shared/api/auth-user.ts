import { z } from 'zod';
import { timestampSchema } from './fields';

/** How the account signs in; e-mail links sign in to the same e-mail-and-password account. */
export const PASSWORD_PROVIDER_ID = 'password';

export const providerProfileSchema = z.object({
  providerId: z.string(),
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

/** The signed-in account as the web app sees it (SPEC §3 "Auth user"); `GET /api/auth-user`. */
export const authUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  providerData: z.array(providerProfileSchema),
  metadata: z.object({ creationTime: timestampSchema, lastSignInTime: timestampSchema }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * The identity provider's own session answer (`GET /api/auth/get-session`), as far as the web app
 * reads it: null for a guest, else the session whose token proves the account on uploads.
 */
export const authSessionSchema = z.object({ session: z.object({ token: z.string() }) }).nullable();
export type AuthSession = z.infer<typeof authSessionSchema>;
