import type { AccountAttemptsRepository } from '../db/account-attempts-repository';

/** Attempts allowed per account e-mail in each window, on top of the per-address limit. */
export const DEFAULT_ACCOUNT_ATTEMPT_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 };

/**
 * The auth endpoints limited per account. A sign-in counts when it fails (a shopper who keeps
 * signing in is not guessing); a sign-up or e-mail link always does, since each sends an e-mail.
 */
const LIMITED_PATHS: Record<string, 'failures' | 'every'> = {
  '/sign-in/email': 'failures',
  '/sign-up/email': 'every',
  '/sign-in/magic-link': 'every',
};

export function isLimitedPerAccount(path: string): boolean {
  return path in LIMITED_PATHS;
}

/**
 * Whether an attempt on `path` that answered `status` counts against the account. One the
 * per-address limit already refused (429) never reached the account, so it does not.
 */
export function countsAgainstAccount(path: string, status: number): boolean {
  const rule = LIMITED_PATHS[path];
  if (status === 429) return false;
  return rule === 'every' || (rule === 'failures' && status >= 400);
}

/** The account an auth request body names: its e-mail, as accounts are keyed (lower case). */
export function accountEmailOf(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === 'string' && email.trim()
      ? email.trim().toLowerCase().slice(0, 320)
      : null;
  } catch {
    return null;
  }
}

/**
 * Guessing one account's password from many addresses gets past a per-address limit; this
 * counts attempts per account, in the database, so every API process sees the same count.
 */
export function createAccountAttemptLimit(deps: {
  attempts: AccountAttemptsRepository;
  clock: () => Date;
  limit?: { windowMs: number; max: number };
}) {
  const { attempts, clock } = deps;
  const limit = deps.limit ?? DEFAULT_ACCOUNT_ATTEMPT_LIMIT;
  const windowStart = () => new Date(clock().getTime() - limit.windowMs);
  return {
    async isBlocked(email: string): Promise<boolean> {
      return (await attempts.countSince(email, windowStart())) >= limit.max;
    },
    async record(email: string): Promise<void> {
      await attempts.record(email, clock());
      await attempts.deleteBefore(windowStart());
    },
  };
}

export type AccountAttemptLimit = ReturnType<typeof createAccountAttemptLimit>;
