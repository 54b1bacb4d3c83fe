import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Db, isDatabaseReady } from '../db/database';
import { defineRoute } from './contract/define-route';
import { fails, json } from './contract/route-contract';
import { HttpError } from './errors';

const DATABASE_SILENT = 'The database does not answer';

/** `/healthz`: the process answers. `/readyz`: it can serve, i.e. the database answers. */
export function healthRoutes(db: Db) {
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
        summary: 'Whether the process can serve: its database answers',
        answers: {
          200: json(z.object({ status: z.literal('ready') }), 'It can.'),
          503: fails(DATABASE_SILENT, 'service_unavailable'),
        },
      },
      async () => {
        if (await isDatabaseReady(db)) return { status: 'ready' as const };
        throw new HttpError(503, 'service_unavailable', DATABASE_SILENT);
      },
    );
  };
}
