import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { guestSessionResponseSchema } from '../../shared/api/guest-session';
import { GUEST_COOKIE } from '../http/request-guest';

/** The origin test apps are served at: the config's default PUBLIC_BASE_URL. */
const STORE_ORIGIN = 'http://localhost:3000';

/** A guest as a browser holds it: the id the server gave, and the cookie that proves it. */
export interface TestGuest {
  id: string;
  /** The `cookie` request header a browser sends back. */
  cookie: string;
  /** Injects a request as this browser: with its guest cookie. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** POSTs a JSON body (or a form) as this browser. */
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
}

/** Starts a guest session the way the web app does at its start: POST /api/guest-session. */
export async function startGuest(app: FastifyInstance): Promise<TestGuest> {
  const response = await app.inject({ method: 'POST', url: '/api/guest-session', payload: {} });
  const { guest_session_id: id } = guestSessionResponseSchema.parse(response.json());
  const proof = response.cookies.find((cookie) => cookie.name === GUEST_COOKIE);
  if (!proof) throw new Error('POST /api/guest-session set no guest cookie');
  const cookie = `${GUEST_COOKIE}=${proof.value}`;
  // A browser names the page's origin on every POST; the store's origin check asks for it.
  const inject = (options: InjectOptions) =>
    app.inject({ ...options, headers: { origin: STORE_ORIGIN, ...options.headers, cookie } });
  return {
    id,
    cookie,
    inject,
    post: (url, payload) =>
      inject({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
  };
}

/** The same over real HTTP, for a store running as its own process: the id and the cookie. */
export async function startGuestOverHttp(base: string): Promise<{ id: string; cookie: string }> {
  const response = await fetch(`${base}/api/guest-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { guest_session_id: id } = guestSessionResponseSchema.parse(await response.json());
  const proof = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${GUEST_COOKIE}=`));
  if (!proof) throw new Error('POST /api/guest-session set no guest cookie');
  return { id, cookie: proof };
}
