import { ConfigError, loadConfig } from './config';
import { startProcessWork, workerProcessRoles } from './process-roles';
import { closeServices, createServices } from './services';

/**
 * A process without HTTP, for deployments with REDIS_URL: any number of these take generation
 * jobs from BullMQ (WORKER_CONCURRENCY each) and run the order outbox, checkout sweeper and
 * partner poll (unless BACKGROUND_WORK=off), while the API processes only accept requests.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const roles = workerProcessRoles(config);
  const services = await createServices(config, {}, { servesHttp: false });
  const stopOrderWork = startProcessWork(services, roles);
  services.logger.info(
    { concurrency: roles.generate ? config.jobs.concurrency : 0, orderWork: roles.orderWork },
    'worker started',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    services.logger.info({ signal }, 'worker stopping');
    stopOrderWork();
    await closeServices(services);
    services.logger.info('worker stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(
    'The worker could not start:',
    error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
