import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { PasswordHashing } from './password-hashing';

/**
 * A sign-up for an e-mail that already has an account is refused before its password is
 * hashed, so it answered in a fraction of a new account's time: a stopwatch told who has an
 * account. This hashes the password on that path too, so both take the hash's time. (A
 * sign-in for an unknown e-mail already hashes a stand-in password in better-auth.)
 */
export const equalSignUpWork = (hashing: PasswordHashing) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-up/email') return;
    const returned = ctx.context.returned;
    if (!isAPIError(returned) || returned.body?.code !== 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return;
    }
    const password: unknown = ctx.body?.password;
    if (typeof password === 'string') await hashing.hash(password);
  });
