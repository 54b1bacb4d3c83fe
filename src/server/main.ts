import { buildApp } from './app';
import { startOrderBackgroundWork } from './background-work';
import { ConfigError, loadConfig } from './config';
import { closeServices, createServices, startWorkers } from './services';

/**
 * Starts the store: migrations, services, HTTP, and this process's generation workers.
 * Ctrl-C finishes in-flight requests and running jobs, then closes the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const services = await createServices(config);
  const { logger } = services;
  const app = await buildApp(services);

  let stopBackgroundWork = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    stopBackgroundWork();
    await app.close();
    await closeServices(services);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  startWorkers(services);
  stopBackgroundWork = startOrderBackgroundWork(services);
  // Render the style thumbnails now, so the home page does not wait for them.
  services.thumbnails
    .urls()
    .catch((error: unknown) => logger.error({ err: error }, 'thumbnails failed'));
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Masterpiece Me is ready at http://${shownHost}:${config.port}`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error;
  console.error('Masterpiece Me could not start:', message);
  process.exit(1);
});
