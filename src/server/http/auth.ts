import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toAuthUser } from '../auth/auth-user';
import { AUTH_BASE_PATH, type Auth, CLIENT_IP_HEADER } from '../auth/create-auth';
import { HttpError } from './errors';

/** SPEC §8's too-many-requests message, for every limited auth endpoint. */
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later';
export const NOT_SIGNED_IN = 'You are not signed in';

/** Headers Fastify or the Request body settle themselves, and the one only we may set. */
const DROPPED_REQUEST_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  CLIENT_IP_HEADER,
]);

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

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
export function authRoutes(auth: Auth, publicBaseUrl: string) {
  return async function authPlugin(app: FastifyInstance) {
    // Forward the body exactly as sent; a body that is not JSON is the client's mistake.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        JSON.parse(text);
        done(null, text);
      } catch {
        done(new HttpError(400, 'The request body is not valid JSON'), undefined);
      }
    });

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const body = typeof request.body === 'string' ? request.body : undefined;
        const response = await auth.handler(
          new Request(new URL(request.url, publicBaseUrl), {
            method: request.method,
            headers: toHeaders(request),
            body: request.method === 'GET' ? undefined : body,
          }),
        );
        return sendResponse(reply, response);
      },
    });

    app.get('/api/auth-user', async (request) => {
      const found = await auth.api.getSession({ headers: toHeaders(request) });
      if (!found) throw new HttpError(401, NOT_SIGNED_IN);
      return toAuthUser(found);
    });
  };
}
