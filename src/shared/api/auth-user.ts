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
