import { z } from 'zod';
import { parseJsonText } from '../../shared/json-text';
import type { AccountAttemptsRepository } from '../db/account-attempts-repository';

/** E-mails asked for per account e-mail in each window, on top of the per-address limit. */
export const DEFAULT_ACCOUNT_ATTEMPT_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 };

/**
 * The auth endpoints limited per account: each sends the account an e-mail. Password sign-ins
 * are not among them: they are delayed, never refused outright (sign-in-delays.ts), so a
 * guesser cannot lock the owner out, and an e-mail link still signs the owner in meanwhile.
 */
const LIMITED_PATHS = new Set(['/sign-up/email', '/sign-in/magic-link']);

export function isLimitedPerAccount(path: string): boolean {
  return LIMITED_PATHS.has(path);
}

/**
 * Whether an attempt that answered `status` counts against the account. One the per-address
 * limit already refused (429) never reached the account, so it does not.
 */
export function countsAgainstAccount(status: number): boolean {
  return status !== 429;
}

/** The part of an auth request body that names an account; the auth library checks the rest. */
const namedAccountSchema = z.object({ email: z.string() });

/** The account an auth request body names: its e-mail, as accounts are keyed (lower case). */
export function accountEmailOf(body: string | undefined): string | null {
  if (!body) return null;
  const read = parseJsonText(namedAccountSchema, body);
  const email = read.ok ? read.value.email.trim() : '';
  return email ? email.toLowerCase().slice(0, 320) : null;
}

/**
 * Asking for e-mails to one account from many addresses gets past a per-address limit; this
 * counts them per account, in the database, so every API process sees the same count.
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
