import { createShopOwnersRepository } from './db/shop-owners-repository';
import type { Services } from './services';
import { pollPartnerOrders } from './workflows/poll-partner-orders';
import { sendDailySummaries } from './workflows/send-daily-summary';
import { shopOwnerEmails } from './workflows/shop-owner-emails';
import { DEFAULT_SWEEP, sweepCheckouts } from './workflows/sweep-checkouts';
import { sweepExpiredArt } from './workflows/sweep-expired-art';

/**
 * Partner poll rounds per interval. An order is due a whole interval after it was last asked,
 * so a round exactly one interval after the last could find it a millisecond short (timers
 * drift) and leave it for one more interval; more frequent rounds catch it within a quarter
 * of one. A round with nothing due costs one indexed query.
 */
const POLL_ROUNDS_PER_INTERVAL = 4;

/** How often expired art is looked for: retention is counted in days, so an hour late is nothing. */
const ART_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * How often the owners' daily summary is looked at: once a day's summary is sent, each later
 * look finds it sent (its message id names the day), so a quarter of an hour late is the most.
 */
const DAILY_SUMMARY_INTERVAL_MS = 15 * 60_000;

/**
 * This process's share of the order work nobody waits for: the outbox (print-partner
 * submissions, e-mails), the sweeper (paid checkouts the browser and the webhook missed), the
 * partner poll (production, shipping and delivery, each stored once), the retention sweep
 * (art no order prints, once its days are up) and the owners' daily summary (once a day each).
 * All are safe to run in every API process at once. Returns a stop function.
 */
export function startOrderBackgroundWork(services: Services): () => void {
  const { config, logger } = services;
  services.outbox.start(config.orders.outboxIntervalMs);
  services.outbox.kick();
  const sweep = () => {
    sweepCheckouts(
      { ...services, kickOutbox: services.outbox.kick },
      { ...DEFAULT_SWEEP, graceMs: config.orders.sweepGraceMs },
    ).catch((error: unknown) => logger.error({ err: error }, 'checkout sweep failed'));
  };
  const timer = setInterval(sweep, config.orders.sweepIntervalMs);
  timer.unref();
  const forgetExpired = () => {
    sweepExpiredArt(services, config.jobs.artRetentionDays).catch((error: unknown) =>
      logger.error({ err: error }, 'expired art sweep failed'),
    );
  };
  const retentionTimer = setInterval(forgetExpired, ART_SWEEP_INTERVAL_MS);
  retentionTimer.unref();
  const summarise = () => {
    sendDailySummaries({
      ...services,
      publicBaseUrl: config.publicBaseUrl,
      ownerEmails: shopOwnerEmails(config.shopOwnerEmails, createShopOwnersRepository(services.db)),
      timeZone: config.shopTimeZone,
    }).catch((error: unknown) => logger.error({ err: error }, 'owners’ daily summary failed'));
  };
  const summaryTimer = setInterval(summarise, DAILY_SUMMARY_INTERVAL_MS);
  summaryTimer.unref();
  const interval = config.orders.partnerPollIntervalMs;
  let polling = false;
  const poll = () => {
    // A round still asking (a slow partner) is not joined by another from this process.
    if (polling) return;
    polling = true;
    pollPartnerOrders(services, interval)
      // A change the poll stored owes an e-mail: the outbox sends it now, not on its next round.
      .then((asked) => asked > 0 && services.outbox.kick())
      .catch((error: unknown) => logger.error({ err: error }, 'print partner poll failed'))
      .finally(() => {
        polling = false;
      });
  };
  const pollTimer = setInterval(poll, Math.ceil(interval / POLL_ROUNDS_PER_INTERVAL));
  pollTimer.unref();
  return () => {
    clearInterval(timer);
    clearInterval(pollTimer);
    clearInterval(retentionTimer);
    clearInterval(summaryTimer);
  };
}
