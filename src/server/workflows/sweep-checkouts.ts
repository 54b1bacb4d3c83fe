import type { CheckoutsRepository, DueCheckout } from '../db/checkouts-repository';
import { CardProcessorUnavailableError } from '../ports/card-processor';
import { type CompleteCheckoutDeps, completeCheckout } from './complete-checkout';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long an unpaid checkout stays payable. After a day its intent is cancelled (a shopper
 * coming back is priced again, at that day's shipping and tax) and the sweeper stops asking.
 * An intent still `processing` (a bank debit on its way) is never cancelled, only asked about
 * less often.
 */
export const CHECKOUT_EXPIRY_MS = 24 * HOUR;

export interface SweepOptions {
  /** Leave the browser and the webhook this long to complete a checkout first. */
  graceMs: number;
  /** An unpaid checkout older than this is expired and its intent cancelled. */
  expireAfterMs: number;
  /** The first wait between two looks at one checkout; it doubles with each look. */
  firstBackoffMs: number;
  /** The longest wait between two looks. */
  maxBackoffMs: number;
  /** Checkouts read per query; the sweep goes on until none is due. */
  batchSize: number;
}

export const DEFAULT_SWEEP: SweepOptions = {
  graceMs: 2 * MINUTE,
  expireAfterMs: CHECKOUT_EXPIRY_MS,
  firstBackoffMs: MINUTE,
  maxBackoffMs: HOUR,
  batchSize: 100,
};

type SweepDeps = CompleteCheckoutDeps & { checkouts: CheckoutsRepository };
type Verdict = 'completed' | 'expired' | 'waiting';

/** The wait before the next look, after `checks` looks: 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(checks: number, options: SweepOptions): number {
  return Math.min(options.firstBackoffMs * 2 ** Math.min(checks, 30), options.maxBackoffMs);
}

async function look(deps: SweepDeps, due: DueCheckout, options: SweepOptions): Promise<Verdict> {
  const { checkout } = due;
  const now = deps.clock();
  const id = checkout.paymentIntentId;
  let intent = await deps.cardProcessor.retrieveIntent(id);
  const tooOld = now.getTime() - checkout.createdAt.getTime() >= options.expireAfterMs;
  const unpaid =
    intent?.status === 'requires_payment_method' || intent?.status === 'requires_action';
  if (intent && tooOld && unpaid) intent = await deps.cardProcessor.cancelIntent(id);
  if (intent?.status === 'succeeded') {
    return (await completeCheckout(deps, id)).ok ? 'completed' : 'waiting';
  }
  if (!intent || intent.status === 'canceled') {
    await deps.checkouts.expire(id, now);
    return 'expired';
  }
  return 'waiting';
}

/**
 * The backstop when both the browser and the webhook are lost: asks the processor about every
 * open checkout whose next check has come, completes each one paid, expires each one unpaid
 * past `expireAfterMs` (cancelling its intent), and moves the others' next check back. Each
 * checkout's next check moves before it is looked at, so the loop ends however many are due
 * and two sweepers never ask about the same one. Returns how many orders it made.
 */
export async function sweepCheckouts(
  deps: SweepDeps,
  options: SweepOptions = DEFAULT_SWEEP,
): Promise<number> {
  let completed = 0;
  let expired = 0;
  sweep: for (;;) {
    const now = deps.clock();
    const due = await deps.checkouts.listDue(
      now,
      new Date(now.getTime() - options.graceMs),
      options.batchSize,
    );
    if (due.length === 0) break;
    for (const checkout of due) {
      const next = new Date(now.getTime() + backoffMs(checkout.checks, options));
      const id = checkout.checkout.paymentIntentId;
      if (!(await deps.checkouts.postpone(id, checkout.nextCheckAt, next, now))) continue;
      try {
        const verdict = await look(deps, checkout, options);
        if (verdict === 'completed') completed += 1;
        if (verdict === 'expired') expired += 1;
      } catch (error) {
        // The processor is down: every checkout waits for its next look.
        if (error instanceof CardProcessorUnavailableError) {
          deps.logger.warn({ err: error }, 'sweeper could not reach the card processor');
          break sweep;
        }
        // One checkout's trouble must not hold up the others; it is looked at again later.
        deps.logger.error(
          { err: error, paymentIntentId: id },
          'sweeper could not check a checkout',
        );
      }
    }
  }
  if (completed)
    deps.logger.warn({ completed }, 'sweeper made orders the browser and webhook missed');
  if (expired) deps.logger.info({ expired }, 'sweeper expired unpaid checkouts');
  return completed;
}
