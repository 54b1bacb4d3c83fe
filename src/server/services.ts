import { createFileMediaStore } from './adapters/local/file-media-store';
import type { Config } from './config';
import { type Db, migrateToLatest, openDatabase } from './db/database';
import type { MediaStore } from './ports/media-store';

/** Everything the app and the workers need, built once from the config. */
export interface Services {
  config: Config;
  db: Db;
  media: MediaStore;
  clock: () => Date;
}

/** Picks each port's implementation from the config: local by default, live when configured. */
export async function createServices(config: Config): Promise<Services> {
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  return {
    config,
    db,
    media: createFileMediaStore(config.media.dir),
    clock: () => new Date(),
  };
}

export async function closeServices(services: Services): Promise<void> {
  await services.db.destroy();
}
