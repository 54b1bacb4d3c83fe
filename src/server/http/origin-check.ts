import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trustedOrigins } from '../auth/create-auth';
import { HttpError } from './errors';

export const FOREIGN_ORIGIN =
  'This request came from another site. Please use the store’s own pages and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says a request comes from: Origin, else the Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request that changes something may use the cookies it carries. Only the store's own
 * pages may: another site's form or script sends our cookies too, and must not act with them.
 * Requests without cookies (webhooks, a first visit) have no one to act for. A page served with
 * a strict referrer policy may send `Origin: null`; the browser's own `Sec-Fetch-Site` (which
 * no page can set) then says whether it came from the store.
 */
function mayUseCookies(request: FastifyRequest, trusted: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return true;
  const origin = claimedOrigin(request);
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  return origin !== undefined && trusted.includes(origin);
}

/**
 * One check for every route, uploads, checkout and account calls alike: a cookie-carrying POST
 * (or any other unsafe method) from a foreign origin, or from none, is refused with 403 before
 * its body is read. better-auth's routes keep their own check as well.
 */
export function registerOriginCheck(app: FastifyInstance, publicBaseUrl: string): void {
  const trusted = trustedOrigins(publicBaseUrl);
  app.addHook('onRequest', async (request) => {
    if (mayUseCookies(request, trusted)) return;
    request.log.warn({ origin: claimedOrigin(request), url: request.url }, 'foreign origin');
    throw new HttpError(403, 'foreign_origin', FOREIGN_ORIGIN, {
      error: 'foreign_origin',
      message: FOREIGN_ORIGIN,
    });
  });
}
