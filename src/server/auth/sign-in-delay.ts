import type { FailureCount } from '../db/sign-in-failures-repository';

/**
 * Failed sign-ins slow a guesser down instead of locking the owner out: the first
 * `freeFailures` cost nothing, then each further attempt waits twice as long as the one before
 * (from `firstDelayMs` up to `maxDelayMs`). A subject quiet for `forgetAfterMs` starts afresh.
 */
export interface SignInDelayPolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const DEFAULT_SIGN_IN_DELAY: SignInDelayPolicy = {
  freeFailures: 10,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** The failures that still count at `now`: none once the subject has been quiet long enough. */
export function standingFailures(
  count: FailureCount | undefined,
  now: Date,
  policy: SignInDelayPolicy,
): number {
  if (!count) return 0;
  const quietMs = now.getTime() - count.lastFailureAt.getTime();
  return quietMs >= policy.forgetAfterMs ? 0 : count.failures;
}

/** The wait after the last of `failures` failed attempts. */
export function delayAfter(failures: number, policy: SignInDelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doubled = policy.firstDelayMs * 2 ** (failures - policy.freeFailures);
  return Math.min(doubled, policy.maxDelayMs);
}

/** How long until the next attempt may be made; 0 when it may be made now. */
export function waitBeforeNextAttempt(
  count: FailureCount | undefined,
  now: Date,
  policy: SignInDelayPolicy,
): number {
  const failures = standingFailures(count, now, policy);
  if (!count || failures === 0) return 0;
  const allowedAt = count.lastFailureAt.getTime() + delayAfter(failures, policy);
  return Math.max(0, allowedAt - now.getTime());
}
