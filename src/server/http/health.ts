import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReadinessCheck } from '../ports/readiness-check';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';

const SOMETHING_SILENT = 'Something the store needs does not answer';

/**
 * `/healthz`: the process answers. `/readyz`: it can serve, i.e. every check answers (the
 * database, the media store; Redis when configured); the refusal names the ones that do not.
 */
export function healthRoutes(checks: readonly ReadinessCheck[]) {
  return async function health(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/healthz',
        tag: 'Health',
        summary: 'Whether the process answers',
        answers: { 200: json(z.object({ status: z.literal('ok') }), 'It does.') },
      },
      async () => ({ status: 'ok' as const }),
    );
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/readyz',
        tag: 'Health',
        summary: 'Whether the process can serve: its database, media store (and Redis) answer',
        answers: {
          200: json(z.object({ status: z.literal('ready') }), 'It can.'),
          503: fails(SOMETHING_SILENT, 'service_unavailable'),
        },
      },
      async () => {
        const answers = await Promise.all(checks.map((check) => check.ready()));
        const silent = checks.filter((_, index) => !answers[index]).map((check) => check.name);
        if (silent.length === 0) return { status: 'ready' as const };
        throw new HttpError(503, 'service_unavailable', `Not answering: ${silent.join(', ')}`);
      },
    );
  };
}
