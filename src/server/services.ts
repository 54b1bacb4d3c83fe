import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { createBullmqJobQueue } from './adapters/live/bullmq-job-queue';
import { createOpenAiArtEngine } from './adapters/live/openai-art-engine';
import { createPrintifyPrintPartner } from './adapters/live/printify';
import { createStripeTaxService } from './adapters/live/stripe-tax';
import { createLocalArtEngine, renderSamplePortrait } from './adapters/local/art-engine';
import { createFileMediaStore } from './adapters/local/file-media-store';
import { createLocalPrintPartner } from './adapters/local/print-partner';
import { createTableJobQueue } from './adapters/local/table-job-queue';
import { createLocalTaxService } from './adapters/local/tax/local-tax-service';
import type { Config } from './config';
import { type Db, migrateToLatest, openDatabase } from './db/database';
import { createJobsRepository, type JobsRepository } from './db/jobs-repository';
import {
  createTaxCalculationsRepository,
  type TaxCalculationsRepository,
} from './db/tax-calculations-repository';
import type { ArtEngine } from './ports/art-engine';
import type { JobQueue } from './ports/job-queue';
import type { MediaStore } from './ports/media-store';
import type { PrintPartner } from './ports/print-partner';
import type { TaxService } from './ports/tax-service';
import { createGenerationHandler } from './workflows/generate-artwork';
import { createStyleThumbnails, type StyleThumbnails } from './workflows/style-thumbnails';

/** Everything the app and the workers need, built once from the config. */
export interface Services {
  config: Config;
  logger: FastifyBaseLogger;
  db: Db;
  jobs: JobsRepository;
  media: MediaStore;
  queue: JobQueue;
  artEngine: ArtEngine;
  printPartner: PrintPartner;
  tax: TaxService;
  taxCalculations: TaxCalculationsRepository;
  thumbnails: StyleThumbnails;
  clock: () => Date;
}

/** Parts a caller (a test, say) may supply instead of the configured ones. */
export type ServiceOverrides = Partial<
  Pick<Services, 'artEngine' | 'printPartner' | 'clock' | 'logger'>
>;

/** Picks each port's implementation from the config: local by default, live when configured. */
export async function createServices(
  config: Config,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const logger = overrides.logger ?? pino({ level: config.logLevel });
  const clock = overrides.clock ?? (() => new Date());
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const jobs = createJobsRepository(db);
  const media = createFileMediaStore(config.media.dir);
  const artEngine = overrides.artEngine ?? pickArtEngine(config.artEngine);
  return {
    config,
    logger,
    db,
    jobs,
    media,
    queue: pickQueue(config, jobs, clock),
    artEngine,
    printPartner: overrides.printPartner ?? pickPrintPartner(config.printPartner, media),
    tax: pickTaxService(config.tax),
    taxCalculations: createTaxCalculationsRepository(db),
    thumbnails: createStyleThumbnails({ artEngine, media, samplePortrait: renderSamplePortrait }),
    clock,
  };
}

/** Starts this process's generation workers on the configured queue. */
export function startWorkers(services: Services): void {
  const { config } = services;
  const handler = createGenerationHandler({
    ...services,
    retry: { maxAttempts: config.jobs.maxAttempts, baseDelayMs: config.jobs.retryBaseMs },
  });
  services.queue.start(handler, config.jobs.concurrency);
}

/** Stops taking jobs, lets running ones finish, then closes the database. */
export async function closeServices(services: Services): Promise<void> {
  await services.queue.stop();
  await services.db.destroy();
}

function pickQueue(config: Config, jobs: JobsRepository, clock: () => Date): JobQueue {
  const leaseMs = config.jobs.leaseMs;
  if (config.queue.kind === 'bullmq') {
    return createBullmqJobQueue({ redisUrl: config.queue.redisUrl, jobs, clock, leaseMs });
  }
  return createTableJobQueue({ jobs, clock, leaseMs });
}

function pickArtEngine(config: Config['artEngine']): ArtEngine {
  if (config.kind === 'openai') return createOpenAiArtEngine(config);
  return createLocalArtEngine();
}

function pickTaxService(config: Config['tax']): TaxService {
  if (config.kind === 'stripe') return createStripeTaxService(config);
  return createLocalTaxService(config);
}

function pickPrintPartner(config: Config['printPartner'], media: MediaStore): PrintPartner {
  if (config.kind === 'printify') return createPrintifyPrintPartner(config);
  return createLocalPrintPartner({ media });
}
