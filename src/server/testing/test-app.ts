import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { ServiceOverrides } from '../services';
import { createTestServices, type TestServices } from './test-services';

export interface TestApp {
  app: FastifyInstance;
  services: TestServices;
  close(): Promise<void>;
}

/** The real app over fresh test services, configured by `env`; close() removes all of it. */
export async function startTestApp(
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
): Promise<TestApp> {
  const services = await createTestServices(env, overrides);
  const app = await buildApp(services);
  return {
    app,
    services,
    async close() {
      await app.close();
      await services.cleanup();
    },
  };
}
