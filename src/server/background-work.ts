import type { Services } from './services';
import { DEFAULT_SWEEP, sweepCheckouts } from './workflows/sweep-checkouts';

/**
 * This process's share of the order work nobody waits for: the outbox (print-partner
 * submissions, e-mails) and the sweeper (paid checkouts the browser and the webhook missed).
 * Both are safe to run in every API process at once. Returns a stop function.
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
  return () => clearInterval(timer);
}
