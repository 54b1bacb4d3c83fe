import type { FastifyInstance } from 'fastify';
import { type ClientConfig, clientConfigSchema } from '../../shared/api/client-config';
import { defineRoute } from './contract/define-route';
import { json } from './contract/route-contract';

/** GET /api/client-config: the job polling timings and the card form the browser should use. */
export function clientConfigRoutes(config: ClientConfig) {
  const body: ClientConfig = {
    jobPollIntervalMs: config.jobPollIntervalMs,
    jobPollMaxChecks: config.jobPollMaxChecks,
    payment: config.payment,
  };
  return async function clientConfig(app: FastifyInstance) {
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/client-config',
        tag: 'Config',
        summary: 'Settings the browser takes from the server',
        answers: {
          200: json(clientConfigSchema, 'Job polling timings and the card form to show.'),
        },
      },
      async () => body,
    );
  };
}
