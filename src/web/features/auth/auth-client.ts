import { createAuthClient } from 'better-auth/client';
import { magicLinkClient } from 'better-auth/client/plugins';

/**
 * The identity provider's client library (SPEC §7: sign-up, sign-in, sign-out and profile update
 * go through it), pointed at our own server. We read the session ourselves, so it need not
 * refetch on focus.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [magicLinkClient()],
  sessionOptions: { refetchOnWindowFocus: false },
});

export type AuthClient = typeof authClient;
