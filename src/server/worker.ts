import { ConfigError, loadConfig } from './config';
import { closeServices, createServices, startWorkers } from './services';

/**
 * A generation worker on its own, for deployments with REDIS_URL: any number of these take
 * jobs from BullMQ while the API processes only accept uploads.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.queue.kind !== 'bullmq') {
    throw new ConfigError(
      'npm run worker needs REDIS_URL: without it the server runs its own workers',
    );
  }
  const services = await createServices(config);
  startWorkers(services);
  services.logger.info({ concurrency: config.jobs.concurrency }, 'generation worker started');

  const shutdown = async () => {
    await closeServices(services);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(
    'The worker could not start:',
    error instanceof ConfigError ? error.message : error,
  );
  process.exit(1);
});
