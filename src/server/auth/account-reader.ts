import type { Auth } from './create-auth';

/** The account whose session these credentials (cookie or bearer token) prove, or null. */
export type AccountReader = (credentials: Headers) => Promise<string | null>;

export function createAccountReader(auth: Auth): AccountReader {
  return async (credentials) => {
    const found = await auth.api.getSession({ headers: credentials });
    return found?.user.id ?? null;
  };
}
