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
import { keptArtPool } from './kept-art-pool';
import { copyMigratedSqlite } from './migrated-sqlite';

export interface TestServices extends Services {
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * Real services over a fresh data folder (a migrated SQLite file, local media), configured as the
 * environment would: `env` holds the variables a test wants to set. Passwords get the cheap
 * test hash and the art threads are the test worker's warm ones, unless `overrides` says
 * otherwise.
 */
export async function createTestServices(
  env: Record<string, string> = {},
  overrides: ServiceOverrides = {},
  options: ServiceOptions = { servesHttp: true },
): Promise<TestServices> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    // One picture a creation, as before variations: the suites that are about them ask for four,
    // and the others are spared three renders behind every creation.
    ART_VARIATIONS: '1',
    ...env,
  });
  if (config.database.kind === 'sqlite' && config.database.file.startsWith(dataDir)) {
    await copyMigratedSqlite(config.database.file);
  }
  const services = await createServices(
    config,
    { passwordHashing: cheapPasswordHashing, artPool: keptArtPool(config), ...overrides },
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
