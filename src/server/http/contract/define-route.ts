import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, zodDetail } from '../errors';
import type {
  Answer,
  AnyContract,
  JsonAnswerOf,
  RequestBody,
  RouteContract,
  RouteInput,
} from './route-contract';

export type RouteHandler<B, Q, P, A> = (
  input: RouteInput<B, Q, P>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<JsonAnswerOf<A> | FastifyReply>;

/** The input failed its schema: why, for the 400 the route answers unless told otherwise. */
class InputRefused {
  constructor(readonly error: z.ZodError) {}
}

function check(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const checked = schema.safeParse(value);
  if (!checked.success) throw new InputRefused(checked.error);
  return checked.data;
}

async function readBody(body: RequestBody | undefined, request: FastifyRequest) {
  if (body?.kind === 'multipart') {
    const parts = await body.read(request);
    return { body: check(body.schema, parts.fields), files: parts.files };
  }
  if (body?.kind === 'parsed') return { body: check(body.schema, request.body), files: undefined };
  return { body: request.body, files: undefined };
}

/** The request's parameters, query and body, each checked by the contract's schema in turn. */
async function readInput(contract: AnyContract, request: FastifyRequest) {
  const params = check(contract.params, request.params);
  const query = check(contract.query, request.query);
  return { params, query, ...(await readBody(contract.body, request)) };
}

/**
 * Registers a route from its contract: the schemas check its input before the handler runs,
 * its rate limit is configured, and the contract stays on the route for the API reference.
 * Input that fails is refused with 400 `invalid_request` naming the fields at fault.
 */
export function defineRoute<
  B extends RequestBody | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  A extends Record<number, Answer>,
>(
  app: FastifyInstance,
  contract: RouteContract<B, Q, P, A>,
  handler: RouteHandler<B, Q, P, A>,
): void {
  const declared = contract as AnyContract;
  const { rateLimit } = contract;
  app.route({
    method: [...[contract.method].flat()],
    url: contract.url,
    config: {
      contract: declared,
      ...(rateLimit && {
        rateLimit: {
          max: rateLimit.perMinute,
          timeWindow: '1 minute',
          errorResponseBuilder: rateLimit.refusal,
        },
      }),
    },
    handler: async (request, reply) => {
      let input: Awaited<ReturnType<typeof readInput>>;
      try {
        input = await readInput(declared, request);
      } catch (error) {
        if (!(error instanceof InputRefused)) throw error;
        if (contract.refuseInput) return contract.refuseInput(reply);
        throw new HttpError(400, 'invalid_request', zodDetail(error.error));
      }
      return handler(input as RouteInput<B, Q, P>, request, reply);
    },
  });
}
