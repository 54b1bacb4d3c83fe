import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { authUserSchema } from '../../shared/api/auth-user';
import { type ApiErrorBody, isAuthErrorCode } from '../../shared/api/errors';
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
import { defineRoute } from './contract/define-route';
import { fails, json, plain } from './contract/route-contract';
import { HttpError } from './errors';
import { authHeaders } from './request-account';
import { rotateGuestOnSignOut, type SignOutGuestDeps } from './sign-out-guest';

export const NOT_SIGNED_IN = 'You are not signed in';
export const CONTROL_CHARACTER_REFUSAL = 'Text fields must not contain control characters.';

const SIGN_IN_PATH = '/sign-in/email';

const PROVIDER_CALLS = [
  'better-auth’s endpoints under `/api/auth/`, the ones the store uses:',
  '`POST sign-up/email` {name, email, password}, `POST sign-in/email` {email, password},',
  '`POST sign-in/magic-link` {email, callbackURL}, `GET magic-link/verify`, `GET verify-email`,',
  '`POST sign-out` (which also sets a new guest cookie), `POST update-user` {name, image},',
  '`GET get-session`. `POST change-password` {currentPassword, newPassword} ends the account’s',
  'other sessions whatever `revokeOtherSessions` says.',
  'Refusals are the store’s error body, with the provider’s code where the store knows it.',
].join(' ');

/** better-auth's own error answer: its code and its words, either may be absent. */
const providerErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
});

/**
 * better-auth's refusal as the shared error body: its code when the store knows it (the web
 * words those itself), AUTH_REFUSED with the provider's own message for any other, and a
 * refused attempt in the SPEC's words.
 */
function errorBody(status: number, text: string): ApiErrorBody {
  if (status === 429) {
    return { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_ATTEMPTS, detail: TOO_MANY_ATTEMPTS };
  }
  const parsed = providerErrorSchema.safeParse(parseJson(text));
  const provider = parsed.success ? parsed.data : {};
  const message = provider.message ?? text;
  const detail = message || (status === 404 ? 'No such auth endpoint' : 'The request was refused');
  const known = provider.code && isAuthErrorCode(provider.code) ? provider.code : undefined;
  const code = known ?? (status === 404 ? 'not_found' : 'AUTH_REFUSED');
  return { code, message: detail, detail };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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
  signOutGuest: SignOutGuestDeps;
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
        return done(
          new HttpError(400, 'invalid_request', 'The request body is not valid JSON'),
          undefined,
        );
      }
      // better-auth's own schemas let a NUL through to the database, which Postgres refuses.
      if (containsControlCharacter(parsed)) {
        const refusal = new HttpError(400, 'INVALID_TEXT', CONTROL_CHARACTER_REFUSAL, {
          message: CONTROL_CHARACTER_REFUSAL,
        });
        return done(refusal, undefined);
      }
      const overlong = overlongAuthText(parsed);
      if (overlong) {
        const refusal = new HttpError(400, 'TEXT_TOO_LONG', overlong, { message: overlong });
        return done(refusal, undefined);
      }
      done(null, text);
    });

    defineRoute(
      app,
      {
        method: ['GET', 'POST'],
        url: `${AUTH_BASE_PATH}/*`,
        tag: 'Auth',
        summary: 'The identity provider (better-auth)',
        description: PROVIDER_CALLS,
        body: {
          kind: 'raw',
          mediaType: 'application/json',
          description: 'The provider’s own body for the call, passed on as sent.',
        },
        answers: {
          200: plain(
            'The provider’s answer, with its session cookie where it sets one.',
            'application/json',
          ),
          302: plain('An e-mail link, followed: on to the store’s page.'),
          400: fails(
            'The provider refused the request, or text with control characters or too long.',
            'AUTH_REFUSED',
            'INVALID_TEXT',
            'TEXT_TOO_LONG',
            'INVALID_EMAIL',
            'PASSWORD_TOO_SHORT',
          ),
          401: fails(
            'Wrong e-mail or password.',
            'INVALID_EMAIL_OR_PASSWORD',
            'INVALID_PASSWORD',
            'AUTH_REFUSED',
          ),
          404: fails('No such provider endpoint, or no account.', 'not_found', 'USER_NOT_FOUND'),
          422: fails(
            'The e-mail has an account already.',
            'USER_ALREADY_EXISTS',
            'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
            'AUTH_REFUSED',
          ),
          429: fails('Too many attempts for this account or address.', 'TOO_MANY_REQUESTS'),
        },
      },
      async (_input, request, reply) => {
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
        rotateGuestOnSignOut(
          deps.signOutGuest,
          { method: request.method, path, status: response.status },
          reply,
        );
        return sendResponse(reply, response);
      },
    );

    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/auth-user',
        tag: 'Auth',
        summary: 'The signed-in account in SPEC §3’s shape',
        answers: {
          200: json(authUserSchema, 'The account.'),
          401: fails('Nobody is signed in.', 'sign_in_required'),
        },
      },
      async (_input, request) => {
        const found = await auth.api.getSession({ headers: authHeaders(request) });
        if (!found) throw new HttpError(401, 'sign_in_required', NOT_SIGNED_IN);
        return toAuthUser(found);
      },
    );
  };
}
