import { createAuthMiddleware } from 'better-auth/api';

/**
 * A new password ends every other session of the account, cookie and bearer token alike:
 * whoever knew the old one (or held a session on a shared computer) is out. better-auth leaves
 * that to the caller's `revokeOtherSessions`, so the store sets it on every change; the
 * changing browser gets a fresh session with the answer.
 */
export const endOtherSessionsOnPasswordChange = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/change-password' || !ctx.body || typeof ctx.body !== 'object') return;
  return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
});

/** A reset by e-mailed link ends every session of the account: the settings that say so. */
export const PASSWORD_RESET_ENDS_SESSIONS = { revokeSessionsOnPasswordReset: true } as const;
