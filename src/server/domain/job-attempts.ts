/**
 * What happens after a failed attempt at a generation job: try again later, or give up with
 * a reason the shopper can read.
 */
export type AttemptOutcome = { kind: 'retry'; runAfter: Date } | { kind: 'fail'; reason: string };

export interface RetryPolicy {
  maxAttempts: number;
  /** Delay before the second attempt; each later one waits twice as long. */
  baseDelayMs: number;
}

/** Shown when the attempts run out on errors that carry no message meant for a shopper. */
export const GENERIC_JOB_FAILURE =
  'We could not create your artwork this time. Please try again with the same or another photo.';

export function afterFailedAttempt(
  attemptsMade: number,
  policy: RetryPolicy,
  now: Date,
  shopperReason?: string,
): AttemptOutcome {
  if (shopperReason !== undefined) return { kind: 'fail', reason: shopperReason };
  if (attemptsMade >= policy.maxAttempts) return { kind: 'fail', reason: GENERIC_JOB_FAILURE };
  const delay = policy.baseDelayMs * 2 ** Math.max(0, attemptsMade - 1);
  return { kind: 'retry', runAfter: new Date(now.getTime() + delay) };
}

/** Shown when every attempt's worker died or stalled before it could finish. */
export const attemptsSpentFailure = (attempts: number) =>
  `We could not create your artwork after ${attempts} attempts. Please try again with the same or another photo.`;

/**
 * What happens to a job whose worker stopped mid-attempt (its lease ran out): the attempt
 * counted when it started, so the job runs again only while attempts remain.
 */
export function afterLostLease(
  attemptsMade: number,
  policy: Pick<RetryPolicy, 'maxAttempts'>,
): { kind: 'retry' } | { kind: 'fail'; reason: string } {
  if (attemptsMade >= policy.maxAttempts) {
    return { kind: 'fail', reason: attemptsSpentFailure(attemptsMade) };
  }
  return { kind: 'retry' };
}
