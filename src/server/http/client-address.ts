import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { isClientAddress, type TrustedProxies } from '../domain/trusted-proxies';
import { HttpError } from './errors';

export const UNREADABLE_CLIENT_ADDRESS =
  'The client address your proxy forwarded is not an IP address.';

/** TRUST_PROXY as Fastify takes it (a hop count as the function Fastify would make of it). */
export function fastifyTrustProxy(trusted: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return trusted === false ? false : [...trusted];
}

/**
 * `request.ip` is what every per-address count reads: the rate limits, the generation quota,
 * the sign-in delays and better-auth's own limits (given it in a header only we set). Behind a
 * trusted proxy it is whatever that proxy forwarded, so anything that is not an IP address is
 * refused here, before any of them stores it or counts by it.
 */
export function registerClientAddressCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isClientAddress(request.ip)) return;
    throw new HttpError(400, 'invalid_request', UNREADABLE_CLIENT_ADDRESS);
  });
}
