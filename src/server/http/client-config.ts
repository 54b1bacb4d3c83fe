import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../shared/api/client-config';

/** GET /api/client-config: the job polling timings and the card form the browser should use. */
export function clientConfigRoutes(config: ClientConfig) {
  const body: ClientConfig = {
    jobPollIntervalMs: config.jobPollIntervalMs,
    jobPollMaxChecks: config.jobPollMaxChecks,
    payment: config.payment,
  };
  return async function clientConfig(app: FastifyInstance) {
    app.get('/api/client-config', async (): Promise<ClientConfig> => body);
  };
}
