import type { FastifyInstance, FastifyReply } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../../shared/auth-messages';
import { containsControlCharacter } from '../../shared/validation/text';
import {
  type AccountAttemptLimit,
  accountEmailOf,
  countsAgainstAccount,
  isLimitedPerAccount,
} from '../auth/account-attempt-limit';
import { overlongAuthText } from '../auth/auth-text-limits';
import { toAuthUser } from '../auth/auth-user';
import { AUTH_BASE_PATH, type Auth } from '../auth/create-auth';
import type { SignInDelays } from '../auth/sign-in-delays';
import { HttpError } from './errors';
import { authHeaders } from './request-account';

export const NOT_SIGNED_IN = 'You are not signed in';
export const CONTROL_CHARACTER_REFUSAL = 'Text fields must not contain control characters.';

const SIGN_IN_PATH = '/sign-in/email';

/**
 * better-auth's error bodies carry `code` and `message`; ours add the `detail` every 4xx has,
 * and a refused attempt says the SPEC's words.
 */
function errorBody(status: number, text: string): Record<string, unknown> {
  if (status === 429) {
    return { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS, detail: TOO_MANY_ATTEMPTS };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const body = typeof parsed === 'object' && parsed !== null ? parsed : {};
  const message = 'message' in body && typeof body.message === 'string' ? body.message : text;
  const detail = message || (status === 404 ? 'No such auth endpoint' : 'The request was refused');
  return { ...body, message: detail, detail };
}

async function sendResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 500) {
    throw new Error(`better-auth answered ${response.status}: ${text.slice(0, 500)}`);
  }
  if (response.status >= 400) {
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(errorBody(response.status, text));
  }
  return reply.send(text);
}

/**
 * better-auth at `/api/auth/*` (sign-up, sign-in, sign-out, e-mail verification, e-mail links,
 * profile update), and `GET /api/auth-user`: the signed-in account in SPEC §3's shape.
 */
export function authRoutes(deps: {
  auth: Auth;
  publicBaseUrl: string;
  attemptLimit: AccountAttemptLimit;
  signInDelays: SignInDelays;
}) {
  const { auth, publicBaseUrl, attemptLimit, signInDelays } = deps;
  return async function authPlugin(app: FastifyInstance) {
    // Forward the body exactly as sent; a body that is not JSON is the client's mistake.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return done(new HttpError(400, 'The request body is not valid JSON'), undefined);
      }
      // better-auth's own schemas let a NUL through to the database, which Postgres refuses.
      if (containsControlCharacter(parsed)) {
        const body = { code: 'INVALID_TEXT', message: CONTROL_CHARACTER_REFUSAL };
        return done(new HttpError(400, CONTROL_CHARACTER_REFUSAL, body), undefined);
      }
      const overlong = overlongAuthText(parsed);
      if (overlong) {
        const body = { code: 'TEXT_TOO_LONG', message: overlong };
        return done(new HttpError(400, overlong, body), undefined);
      }
      done(null, text);
    });

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : undefined;
        const url = new URL(request.url, publicBaseUrl);
        const path = url.pathname.slice(AUTH_BASE_PATH.length);
        const email =
          request.method === 'POST' && isLimitedPerAccount(path) ? accountEmailOf(body) : null;
        if (email && (await attemptLimit.isBlocked(email))) {
          return reply.status(429).send(errorBody(429, ''));
        }
        const signIn =
          request.method === 'POST' && path === SIGN_IN_PATH
            ? await signInDelays.enter(accountEmailOf(body), request.ip)
            : null;
        if (signIn && !signIn.admitted) {
          const seconds = Math.ceil(signIn.waitMs / 1000);
          return reply.status(429).header('retry-after', String(seconds)).send(errorBody(429, ''));
        }
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: authHeaders(request),
            body: request.method === 'GET' ? undefined : body,
          }),
        );
        if (signIn) await signIn.settle(response.status);
        if (email && countsAgainstAccount(response.status)) await attemptLimit.record(email);
        return sendResponse(reply, response);
      },
    });

    app.get('/api/auth-user', async (request) => {
      const found = await auth.api.getSession({ headers: authHeaders(request) });
      if (!found) throw new HttpError(401, NOT_SIGNED_IN);
      return toAuthUser(found);
    });
  };
}
