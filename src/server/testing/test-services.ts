import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import {
  closeServices,
  createServices,
  type ServiceOptions,
  type ServiceOverrides,
  type Services,
} from '../services';
import { cheapPasswordHashing } from './cheap-password-hashing';

export interface TestServices extends Services {
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * Real services over a fresh data folder (SQLite file, local media), configured as the
 * environment would: `env` holds the variables a test wants to set. Passwords get the cheap
 * test hash unless `overrides.passwordHashing` says otherwise.
 */
export async function createTestServices(
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
  options: ServiceOptions = { servesHttp: true },
): Promise<TestServices> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const services = await createServices(
    config,
    { passwordHashing: cheapPasswordHashing, ...overrides },
    options,
  );
  return {
    ...services,
    dataDir,
    async cleanup() {
      await closeServices(services);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
