import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';

/** One thing the process cannot serve without; `ready` answers quickly and never throws. */
export interface ReadinessCheck {
  name: string;
  ready(): Promise<boolean>;
}

/**
 * `/healthz`: the process answers. `/readyz`: it can serve, i.e. every check passes (the
 * database, the media store, ...); a 503 names the ones that do not.
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
        summary: 'Whether the process can serve: what it depends on answers',
        answers: {
          200: json(z.object({ status: z.literal('ready') }), 'It can.'),
          503: fails('A dependency does not answer', 'service_unavailable'),
        },
      },
      async () => {
        const answers = await Promise.all(checks.map((check) => check.ready()));
        const silent = checks.filter((_check, index) => !answers[index]).map(({ name }) => name);
        if (silent.length === 0) return { status: 'ready' as const };
        throw new HttpError(503, 'service_unavailable', `Not answering: ${silent.join(', ')}`);
      },
    );
  };
}
