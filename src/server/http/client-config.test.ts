import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from '../../shared/api/client-config';
import { clientConfigRoutes } from './client-config';

describe('GET /api/client-config', () => {
  it('tells the browser the polling timings and the card form it was configured with', async () => {
    const app = Fastify();
    const payment = { provider: 'stripe', publishableKey: 'pk_test_123' } as const;
    await app.register(
      clientConfigRoutes({ jobPollIntervalMs: 250, jobPollMaxChecks: 4, payment }),
    );

    const response = await app.inject('/api/client-config');

    expect(response.statusCode).toBe(200);
    expect(clientConfigSchema.parse(response.json())).toEqual({
      jobPollIntervalMs: 250,
      jobPollMaxChecks: 4,
      payment,
    });
    await app.close();
  });
});
