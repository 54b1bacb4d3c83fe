import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side. Please try again.';

/**
 * An error a route throws on purpose: its status and body are what the client gets.
 * `body` carries SPEC error codes (`error`, `message`) next to the `detail` every 4xx has.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export function zodDetail(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * Every error becomes JSON with a `detail`. A client's mistake keeps its 4xx and its message;
 * anything else is logged and answered with a plain 500 that reveals nothing of the server.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.detail, ...error.body });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ detail: zodDetail(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: INTERNAL_ERROR_DETAIL });
  });
}
