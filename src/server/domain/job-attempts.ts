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

/** Shown when the job's workers kept dying or stalling before it could finish. */
export const workersLostFailure = (lost: number) =>
  `We could not create your artwork after ${lost} attempts. Please try again with the same or another photo.`;

/**
 * Claims of one job whose worker may vanish before the job fails. A worker killed by a deploy,
 * a restart or another job's crash is not the job's fault, so it does not spend one of the
 * shopper's attempts; only a job that keeps taking its workers down (a photo that exhausts
 * memory, say) runs out of these.
 */
export const MAX_LOST_WORKERS = 5;

/**
 * What happens to a job whose worker stopped mid-attempt (its lease ran out): it runs again,
 * its attempt given back, until its workers have vanished `MAX_LOST_WORKERS` times.
 */
export function afterLostLease(
  lostBefore: number,
): { kind: 'retry' } | { kind: 'fail'; reason: string } {
  const lost = lostBefore + 1;
  if (lost >= MAX_LOST_WORKERS) return { kind: 'fail', reason: workersLostFailure(lost) };
  return { kind: 'retry' };
}

/**
 * How many times the job has been queued before: one queue message per spell, so a message
 * left over from an earlier spell never runs the job twice. Each claim adds an attempt and a
 * lost worker gives it back, so the sum grows by one every time the job is queued again.
 */
export const queuedSpell = (job: { attempts: number; lost_workers: number }) =>
  job.attempts + job.lost_workers;
