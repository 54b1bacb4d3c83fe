import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Routes the browser app draws itself; any other path shows its not-found page with a 404. */
const APP_ROUTES = new Set(['/', '/products', '/upload', '/cart', '/checkout', '/account']);
/** An order's own page, reached from the confirmation e-mail. */
const ORDER_PAGE = /^\/orders\/[A-Za-z0-9-]{1,64}$/;
const API_PREFIXES = ['/api/', '/media/'];

/**
 * Serves the built browser app from `distDir` with history fallback: a refresh on any route
 * loads index.html, and the app's router takes over. Hashed assets are cached for a year;
 * index.html is always revalidated so a new build shows at once. Text assets go out
 * precompressed (brotli or gzip, with `Vary: Accept-Encoding`); source maps are not served.
 */
export function webAppRoutes(distDir: string) {
  return async function webApp(app: FastifyInstance) {
    const built = existsSync(join(distDir, 'index.html'));
    if (built) {
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
        return reply.status(404).send({ detail: `No route for ${request.method} ${request.url}` });
      }
      if (!built) {
        return reply
          .status(503)
          .send({ detail: 'The web app is not built yet: run npm start, which builds it' });
      }
      const path = request.url.split('?')[0] ?? '/';
      const route = path.replace(/\/$/, '') || '/';
      const status = APP_ROUTES.has(route) || ORDER_PAGE.test(route) ? 200 : 404;
      reply.header('cache-control', 'no-cache');
      return reply.status(status).sendFile('index.html');
    });
  };
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
