import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { closeServices, createServices } from '../services';
import { cheapPasswordHashing } from './cheap-password-hashing';
import { keptArtPool } from './kept-art-pool';

let template: Promise<string> | undefined;

/**
 * Puts a migrated store database at `file`: a copy of one this test worker migrated once, so
 * a test app's start finds every migration done instead of running them all again (issue 34).
 */
export async function copyMigratedSqlite(file: string): Promise<void> {
  template ??= migrateTemplate();
  copyFileSync(await template, file);
}

/** The store, its local services and its accounts migrated in a data folder of their own. */
async function migrateTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-template-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  if (config.database.kind !== 'sqlite') throw new Error('the template is a SQLite file');
  const services = await createServices(
    config,
    { passwordHashing: cheapPasswordHashing, artPool: keptArtPool(config) },
    { servesHttp: false },
  );
  // Closing the last connection folds the write-ahead log into the file, which is then whole.
  await closeServices(services);
  return config.database.file;
}
