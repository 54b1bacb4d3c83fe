import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerErrorHandler } from '../errors';
import { RouteCatalogue } from './route-catalogue';

/** Where every API process counts the same rate-limited requests: Redis, under a key prefix. */
export interface SharedLimits {
  redis: Redis;
  nameSpace: string;
}

/**
 * What routes declared with `defineRoute` rely on, set up once before any route: the error
 * handler that answers the shared error body, the rate limiter each route's contract
 * configures for itself, and the catalogue of routes the API reference is made from.
 * Given shared limits, the limiter counts in Redis, so every API process counts the same requests; while
 * Redis is away the limits are not applied (readiness reports it) rather than every limited
 * route failing.
 */
export async function registerContracts(
  app: FastifyInstance,
  shared?: SharedLimits,
): Promise<RouteCatalogue> {
  const catalogue = new RouteCatalogue();
  app.addHook('onRoute', catalogue.onRoute);
  registerErrorHandler(app);
  await app.register(rateLimit, {
    global: false,
    ...(shared && { ...shared, skipOnError: true }),
  });
  return catalogue;
}
