import type { FastifyRequest } from 'fastify';
import type { AccountReader } from '../auth/account-reader';
import { CLIENT_IP_HEADER } from '../auth/create-auth';
import { HttpError } from './errors';

export const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';
export const OTHER_ACCOUNT = 'This request names an account you are not signed in to.';

/** Headers Fastify or the Request body settle themselves, and the one only we may set. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  CLIENT_IP_HEADER,
]);

/** The request's headers for better-auth, with the client address only we may set. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * The credentials a request carries: the identity provider's token when it sends one, alone,
 * so that a forged token is refused even beside a good session cookie; else the cookie.
 */
export function credentials(request: FastifyRequest): Headers {
  const { authorization, cookie } = request.headers;
  const headers = new Headers();
  if (authorization) headers.set('authorization', authorization);
  else if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The account the request is signed in to, or null. */
export async function signedInAccount(
  readAccount: AccountReader,
  request: FastifyRequest,
): Promise<string | null> {
  return readAccount(credentials(request));
}

/** The signed-in account's id, or a 401 the shopper can act on. */
export async function requireAccount(
  readAccount: AccountReader,
  request: FastifyRequest,
): Promise<string> {
  const accountId = await readAccount(credentials(request));
  if (!accountId) throw new HttpError(401, 'sign_in_required', SIGN_IN_AGAIN);
  return accountId;
}

/** Checks the request is signed in to the account it names: 401 when not signed in, 403 if another. */
export async function requireNamedAccount(
  readAccount: AccountReader,
  request: FastifyRequest,
  namedId: string,
): Promise<void> {
  const accountId = await requireAccount(readAccount, request);
  if (accountId !== namedId) throw new HttpError(403, 'other_account', OTHER_ACCOUNT);
}
