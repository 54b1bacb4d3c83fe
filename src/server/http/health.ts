import type { FastifyInstance } from 'fastify';
import { type Db, isDatabaseReady } from '../db/database';

/** `/healthz`: the process answers. `/readyz`: it can serve, i.e. the database answers. */
export function healthRoutes(db: Db) {
  return async function health(app: FastifyInstance) {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      if (await isDatabaseReady(db)) return { status: 'ready' };
      return reply
        .status(503)
        .send({ status: 'unavailable', detail: 'The database does not answer' });
    });
  };
}
