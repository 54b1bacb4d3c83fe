import type { CheckoutsRepository } from '../db/checkouts-repository';
import { type CompleteCheckoutDeps, completeCheckout } from './complete-checkout';

export interface SweepOptions {
  /** Leave the browser and the webhook this long to complete a checkout first. */
  graceMs: number;
  /** Checkouts older than this are not asked about any more (an intent unpaid for days). */
  lookbackMs: number;
  limit: number;
}

export const DEFAULT_SWEEP: SweepOptions = {
  graceMs: 2 * 60_000,
  lookbackMs: 3 * 24 * 60 * 60_000,
  limit: 100,
};

/**
 * The backstop when both the browser and the webhook are lost: asks the processor about each
 * open checkout and completes every one whose payment succeeded. Returns how many orders it
 * made.
 */
export async function sweepCheckouts(
  deps: CompleteCheckoutDeps & { checkouts: CheckoutsRepository },
  options: SweepOptions = DEFAULT_SWEEP,
): Promise<number> {
  const now = deps.clock().getTime();
  const open = await deps.checkouts.listOpenCreatedBetween(
    new Date(now - options.lookbackMs),
    new Date(now - options.graceMs),
    options.limit,
  );
  let completed = 0;
  for (const checkout of open) {
    const outcome = await completeCheckout(deps, checkout.paymentIntentId);
    if (outcome.ok) completed += 1;
  }
  if (completed)
    deps.logger.warn({ completed }, 'sweeper made orders the browser and webhook missed');
  return completed;
}
