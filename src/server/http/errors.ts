import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '../../shared/api/errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';

export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side. Please try again.';

export const DATABASE_UNAVAILABLE_DETAIL =
  'The shop is busy for a moment. Please try again in a few seconds.';

/** When a client should ask again after the database was out of reach. */
const DATABASE_RETRY_AFTER_S = 5;

/** What an error body may carry beside its code and detail. */
type ErrorExtras = Omit<ApiErrorBody, 'code' | 'detail'>;

/**
 * An error a route throws on purpose: its status and body are what the client gets. The body
 * is the shared error shape: `code`, `detail`, and the extras SPEC §8 names for uploads.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly detail: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(detail);
  }

  get body(): ApiErrorBody {
    return { code: this.code, detail: this.detail, ...this.extras };
  }
}

export function zodDetail(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** Fastify's and its plugins' own refusals (a body too large, a type it cannot parse). */
function frameworkCode(status: number): ApiErrorCode {
  if (status === 413) return 'body_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  return 'invalid_request';
}

/**
 * Every error becomes the shared error body. A client's mistake keeps its 4xx and its message;
 * a database out of reach is a 503 with Retry-After; anything else is logged and answered with
 * a plain 500 that reveals nothing of the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: ApiErrorBody = { code: frameworkCode(status), detail: error.message };
      return reply.status(status).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is out of reach');
      const body: ApiErrorBody = {
        code: 'service_unavailable',
        detail: DATABASE_UNAVAILABLE_DETAIL,
      };
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = { code: 'internal_error', detail: INTERNAL_ERROR_DETAIL };
    return reply.status(500).send(body);
  });
}
