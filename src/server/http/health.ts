import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReadinessCheck } from '../ports/readiness-check';
import { createCachedReadiness } from './cached-readiness';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';

const SOMETHING_SILENT = 'Something the store needs does not answer';

/**
 * `/healthz`: the process answers (liveness). `/readyz`: it can serve, i.e. its database
 * answers; the media store and Redis, when silent, and workers elsewhere, when none is alive,
 * are named as `degraded` but keep the process in the balancer, since pages, orders and
 * checkout still work without them. Answered within
 * about a second from checks made at most once a second.
 */
export function healthRoutes(checks: readonly ReadinessCheck[]) {
  const readiness = createCachedReadiness(checks);
  return async function health(app: FastifyInstance) {
    // `/livez` is the name Kubernetes-style probes expect; `/healthz` stays for what uses it.
    for (const url of ['/healthz', '/livez']) {
      defineRoute(
        app,
        {
          method: 'GET',
          url,
          tag: 'Health',
          summary: 'Whether the process answers (liveness), whatever its dependencies do',
          answers: { 200: json(z.object({ status: z.literal('ok') }), 'It does.') },
        },
        async () => ({ status: 'ok' as const }),
      );
    }
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/readyz',
        tag: 'Health',
        summary: 'Whether the process can serve: its database answers (and what is degraded)',
        answers: {
          200: json(
            z.object({
              status: z.literal('ready'),
              degraded: z
                .array(z.string())
                .optional()
                .describe(
                  'The media store or Redis, when they do not answer; workers, when none is alive',
                ),
            }),
            'It can.',
          ),
          503: fails(SOMETHING_SILENT, 'service_unavailable'),
        },
      },
      async () => {
        const { silentEssentials, degraded } = await readiness.read();
        if (silentEssentials.length > 0) {
          const silent = [...silentEssentials, ...degraded];
          throw new HttpError(503, 'service_unavailable', `Not answering: ${silent.join(', ')}`);
        }
        return degraded.length > 0
          ? { status: 'ready' as const, degraded }
          : { status: 'ready' as const };
      },
    );
  };
}
