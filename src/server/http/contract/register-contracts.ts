import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../errors';
import { RouteCatalogue } from './route-catalogue';

/**
 * What routes declared with `defineRoute` rely on, set up once before any route: the error
 * handler that answers the shared error body, the rate limiter each route's contract
 * configures for itself, and the catalogue of routes the API reference is made from.
 */
export async function registerContracts(app: FastifyInstance): Promise<RouteCatalogue> {
  const catalogue = new RouteCatalogue();
  app.addHook('onRoute', catalogue.onRoute);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false });
  return catalogue;
}
