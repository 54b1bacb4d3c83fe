import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeServer, SHUTDOWN_DEADLINE_MS } from './http/close-server';
import { apiProcessRoles, startProcessWork } from './process-roles';
import { closeServices, createServices } from './services';

/**
 * Starts the store: migrations, services, HTTP, and this process's generation workers and
 * order work (unless WORKER_CONCURRENCY=0 or BACKGROUND_WORK=off leave them to others).
 * Ctrl-C finishes in-flight requests and running jobs, then closes the database.
 */
/** The longest a start waits for the style thumbnails before it serves without them. */
const THUMBNAILS_WAIT_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const roles = apiProcessRoles(config);
  const services = await createServices(config, {}, { servesHttp: true });
  const { logger } = services;
  const app = await buildApp(services);

  let stopBackgroundWork = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS);
    force.unref();
    stopBackgroundWork();
    await closeServer(app);
    await closeServices(services);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The style thumbnails are rendered (or found stored) before the server answers at all, so
  // the home page's carousel never waits on a fresh start. An engine that cannot render them
  // (a hosted one that is down) does not keep the store shut: they are rendered when asked.
  const thumbnails = services.thumbnails
    .urls()
    .catch((error: unknown) => logger.error({ err: error }, 'thumbnails failed'));
  await Promise.race([
    thumbnails,
    new Promise((resolve) => setTimeout(resolve, THUMBNAILS_WAIT_MS)),
  ]);
  await app.listen({ host: config.host, port: config.port });
  stopBackgroundWork = startProcessWork(services, roles);
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Masterpiece Me is ready at http://${shownHost}:${config.port}`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error;
  console.error('Masterpiece Me could not start:', message);
  process.exit(1);
});
