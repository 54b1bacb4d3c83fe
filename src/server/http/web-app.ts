import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyContract } from './contract/route-contract';
import { plain } from './contract/route-contract';
import { HttpError } from './errors';

/**
 * Routes the browser app draws itself, with the page module each one loads; any other path
 * shows the not-found page with a 404. The build writes pages/<page>.html for every page but
 * home (index.html), preloading that page's chunks (scripts/lib/route-pages.mjs).
 */
const APP_ROUTES = new Map([
  ['/', 'home'],
  ['/products', 'products'],
  ['/upload', 'upload'],
  ['/cart', 'cart'],
  ['/checkout', 'checkout'],
  ['/account', 'account'],
  ['/artworks', 'artworks'],
  ['/contact', 'contact'],
  ['/shipping-returns', 'shipping-returns'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/admin', 'admin'],
  ['/admin/styles', 'admin-styles'],
]);
/** An order's own page, reached from the confirmation e-mail. */
const ORDER_PAGE = /^\/orders\/[A-Za-z0-9-]{1,64}$/;
/** One order in the back office. */
const ADMIN_ORDER_PAGE = /^\/admin\/orders\/[A-Za-z0-9-]{1,64}$/;
const API_PREFIXES = ['/api/', '/media/'];

const WEB_APP_FILES: AnyContract = {
  method: ['GET', 'HEAD'],
  url: '/*',
  tag: 'Web app',
  summary: 'The built web app: its pages and its assets',
  description: `The pages ${[...APP_ROUTES.keys()].join(', ')} /orders/{id} and /admin/orders/{id} load the app; hashed assets are kept a year; any other path answers the not-found page with 404.`,
  answers: {
    200: plain('A page or an asset.', 'text/html'),
    404: plain('The not-found page; a JSON error body for /api/ and /media/ paths.', 'text/html'),
  },
};

/**
 * Serves the built browser app from `distDir` with history fallback: a refresh on any route
 * loads index.html, and the app's router takes over. Hashed assets are cached for a year;
 * index.html is always revalidated so a new build shows at once. Text assets go out
 * precompressed (brotli or gzip, with `Vary: Accept-Encoding`); source maps are not served.
 */
export function webAppRoutes(distDir: string) {
  return async function webApp(app: FastifyInstance) {
    const built = existsSync(join(distDir, 'index.html'));
    const htmlOf = pageFiles(distDir);
    if (built) {
      // The files route is the library's; its contract is declared here.
      app.addHook('onRoute', (route) => {
        if (route.url === '/*') route.config = { ...route.config, contract: WEB_APP_FILES };
      });
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: ['index.html'],
        // The build wrote .br and .gz copies; the client's Accept-Encoding picks one.
        preCompressed: true,
        // Source maps are for us, not for the public.
        allowedPath: (path) => !path.endsWith('.map'),
        cacheControl: false,
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(distDir, 'assets'));
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) {
        throw new HttpError(404, 'not_found', `No route for ${request.method} ${request.url}`);
      }
      if (!built) {
        throw new HttpError(
          503,
          'service_unavailable',
          'The web app is not built yet: run npm start, which builds it',
        );
      }
      const path = request.url.split('?')[0] ?? '/';
      const route = path.replace(/\/$/, '') || '/';
      const page =
        APP_ROUTES.get(route) ??
        (ORDER_PAGE.test(route)
          ? 'order'
          : ADMIN_ORDER_PAGE.test(route)
            ? 'admin-order'
            : undefined);
      reply.header('cache-control', 'no-cache');
      return reply
        .status(page ? 200 : 404)
        .sendFile(htmlOf.get(page ?? 'not-found') ?? 'index.html');
    });
  };
}

/** Each page's own HTML where the build wrote one; index.html otherwise (the app routes either way). */
function pageFiles(distDir: string): Map<string, string> {
  const pages = [...APP_ROUTES.values(), 'order', 'not-found'];
  return new Map(
    pages.map((page) => {
      const file = `pages/${page}.html`;
      return [page, existsSync(join(distDir, file)) ? file : 'index.html'];
    }),
  );
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
