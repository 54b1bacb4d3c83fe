import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { registerErrorHandler } from './http/errors';
import { healthRoutes } from './http/health';
import { mediaRoutes } from './http/media';
import { registerSecurityHeaders } from './http/security';
import { webAppRoutes } from './http/web-app';
import type { Services } from './services';

export interface AppOptions {
  /** A pino logger; without one the app logs nothing (as in tests). */
  logger?: FastifyBaseLogger;
}

/** The HTTP app over the given services. Tests build their own services and drive it with inject. */
export async function buildApp(
  services: Services,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // One log line a request, with its id, status and time.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(healthRoutes(services.db));
  await app.register(mediaRoutes(services.media));
  await app.register(webAppRoutes(services.config.webDistDir));
  return app;
}
