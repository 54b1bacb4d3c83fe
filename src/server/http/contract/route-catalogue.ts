import type { RouteOptions } from 'fastify';
import type { AnyContract } from './route-contract';

/**
 * Every route the app registers, seen from its onRoute hook. Contracts are read when asked for,
 * not when the route is seen, so a plugin's own onRoute hook may still declare one for a route
 * a library registers (the web app's files).
 */
export class RouteCatalogue {
  private readonly routes: RouteOptions[] = [];

  readonly onRoute = (route: RouteOptions): void => {
    this.routes.push(route);
  };

  /** Each declared contract once: a GET's HEAD twin shares its contract. */
  contracts(): AnyContract[] {
    const found = this.routes.map((route) => route.config?.contract);
    return [...new Set(found.filter((contract) => contract !== undefined))];
  }
}
