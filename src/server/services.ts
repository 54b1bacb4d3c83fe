import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import pino from 'pino';
import type { LeaseOptions } from './adapters/job-lease-heartbeat';
import { createBullmqJobQueue } from './adapters/live/bullmq-job-queue';
import { createOpenAiArtEngine } from './adapters/live/openai-art-engine';
import { createPrintifyPrintPartner } from './adapters/live/printify';
import { createS3MediaStore } from './adapters/live/s3-media-store';
import { connectSharedRedis, isRedisReady, rateLimitNamespace } from './adapters/live/shared-redis';
import { createSmtpMailer } from './adapters/live/smtp-mailer';
import { createStripeCardProcessor } from './adapters/live/stripe-card-processor';
import { createStripeTaxService } from './adapters/live/stripe-tax';
import {
  createLocalCardProcessor,
  type LocalCardProcessor,
} from './adapters/local/card-processor/local-card-processor';
import {
  CARD_PROCESSOR_MIGRATIONS,
  cardProcessorMigrations,
} from './adapters/local/card-processor/migrations';
import { localCardProcessorRoutes } from './adapters/local/card-processor/processor-routes';
import { createFileMediaStore } from './adapters/local/file-media-store';
import { createOutboxMailer } from './adapters/local/outbox-mailer';
import { createLocalPrintPartner } from './adapters/local/print-partner';
import {
  PRINT_PARTNER_MIGRATIONS,
  printPartnerMigrations,
} from './adapters/local/print-partner/migrations';
import { createTableJobQueue } from './adapters/local/table-job-queue';
import { createLocalTaxService } from './adapters/local/tax/local-tax-service';
import { BACKGROUND_MEDIA_PATIENCE, patientMediaStore } from './adapters/patient-media-store';
import { type ArtPool, createArtPool } from './art-pool';
import { type AccountAttemptLimit, createAccountAttemptLimit } from './auth/account-attempt-limit';
import { type AccountReader, createAccountReader } from './auth/account-reader';
import { loadAuthSecret } from './auth/auth-secret';
import { type Auth, createAuth } from './auth/create-auth';
import { createGuestProofs, type GuestProofs } from './auth/guest-proof';
import { migrateAuth } from './auth/migrate-auth';
import type { PasswordHashing } from './auth/password-hashing';
import { createSignInDelays, type SignInDelays } from './auth/sign-in-delays';
import { createViewerReader, type ViewerReader } from './auth/viewer-reader';
import type { Config } from './config';
import { createAccountAttemptsRepository } from './db/account-attempts-repository';
import { LOCK_CLASSES, underAdvisoryLock } from './db/advisory-lock';
import { type ArtworksRepository, createArtworksRepository } from './db/artworks-repository';
import { type CheckoutsRepository, createCheckoutsRepository } from './db/checkouts-repository';
import {
  type Db,
  isDatabaseReady,
  migrateSet,
  migrateToLatest,
  openDatabase,
  UNBOUNDED_STATEMENTS,
} from './db/database';
import {
  createGuestClaimsRepository,
  type GuestClaimsRepository,
} from './db/guest-claims-repository';
import {
  createJobVariationsRepository,
  type JobVariationsRepository,
} from './db/job-variations-repository';
import { createJobsRepository, type JobsRepository } from './db/jobs-repository';
import { underMigrationLock } from './db/migration-lock';
import {
  createOrderEventsRepository,
  type OrderEventsRepository,
} from './db/order-events-repository';
import {
  createOrderRefundsRepository,
  type OrderRefundsRepository,
} from './db/order-refunds-repository';
import {
  createOrderReprintsRepository,
  type OrderReprintsRepository,
} from './db/order-reprints-repository';
import { createOrderTasksRepository, type OrderTasksRepository } from './db/order-tasks-repository';
import { createOrdersRepository, type OrdersRepository } from './db/orders-repository';
import { createSentMessagesRepository } from './db/sent-messages-repository';
import { createShopOwnersRepository } from './db/shop-owners-repository';
import { createSignInFailuresRepository } from './db/sign-in-failures-repository';
import {
  createStyleActivityRepository,
  type StyleActivityRepository,
} from './db/style-activity-repository';
import {
  createStyleSwitchesRepository,
  type StyleSwitchesRepository,
} from './db/style-switches-repository';
import {
  createTaxCalculationsRepository,
  type TaxCalculationsRepository,
} from './db/tax-calculations-repository';
import {
  createWebhookEventsRepository,
  type WebhookEventsRepository,
} from './db/webhook-events-repository';
import { createWorkerHeartbeatsRepository } from './db/worker-heartbeats-repository';
import type { SharedLimits } from './http/contract/register-contracts';
import { rememberChecks } from './photos/remembered-checks';
import { samplePortraitFor } from './photos/sample-portraits';
import type { ArtEngine } from './ports/art-engine';
import type { CardProcessor } from './ports/card-processor';
import type { JobQueue } from './ports/job-queue';
import type { Mailer } from './ports/mailer';
import type { MediaStore } from './ports/media-store';
import type { PrintPartner } from './ports/print-partner';
import type { ReadinessCheck } from './ports/readiness-check';
import type { TaxService } from './ports/tax-service';
import { createPrintMasters, type PrintMasterFor } from './print-files/print-masters';
import { createGenerationHandler } from './workflows/generate-artwork';
import { createOrderOutbox, type OrderOutbox, OUTBOX_LEASE_MS } from './workflows/order-outbox';
import { createVariationPainter, type VariationPainter } from './workflows/paint-variations';
import { createJobReaper, type JobReaper } from './workflows/reap-jobs';
import { shopOwnerEmails } from './workflows/shop-owner-emails';
import { createStyleThumbnails, type StyleThumbnails } from './workflows/style-thumbnails';
import {
  createWorkerHeartbeat,
  createWorkerPresence,
  type WorkerHeartbeat,
  type WorkerPresence,
  workersInThisProcess,
} from './workflows/worker-presence';

/**
 * Photo verdicts kept for the upload that follows a photo's check: sixteen photos of about a
 * megabyte at most, for the ten minutes a shopper may take to choose a style.
 */
const REMEMBERED_CHECKS = 16;
const REMEMBERED_CHECK_MS = 10 * 60_000;

/** Everything the app and the workers need, built once from the config. */
export interface Services {
  config: Config;
  logger: FastifyBaseLogger;
  db: Db;
  jobs: JobsRepository;
  /** The shoppers' finished artworks (as jobs): My artworks, and what orders still need. */
  artworks: ArtworksRepository;
  /** The variations of each creation, kept as artworks of its job. */
  variations: JobVariationsRepository;
  /** Paints a creation's variations after its first, where the workers run. */
  variationPainter: VariationPainter;
  media: MediaStore;
  /** The same store for work off the request path: waits out a short outage (a minute). */
  backgroundMedia: MediaStore;
  queue: JobQueue;
  /** Hands back jobs whose worker died or whose queue message was lost; runs with the workers. */
  reaper: JobReaper;
  /** This process's sign of life while it runs generation workers (startWorkers). */
  workerHeartbeat: WorkerHeartbeat;
  /** Whether any process takes generation jobs: this one, or a worker seen lately. */
  workerPresence: WorkerPresence;
  artEngine: ArtEngine;
  printPartner: PrintPartner;
  tax: TaxService;
  taxCalculations: TaxCalculationsRepository;
  thumbnails: StyleThumbnails;
  cardProcessor: CardProcessor;
  /** Set when the local processor is configured: the app mounts its browser endpoints. */
  localCardProcessor?: LocalCardProcessor;
  /** The local processor's own HTTP API and authentication page, as Stripe would serve them. */
  localCardProcessorRoutes?: FastifyPluginAsync;
  checkouts: CheckoutsRepository;
  orders: OrdersRepository;
  /** Each order's timeline, every change stored once. */
  orderEvents: OrderEventsRepository;
  /** Refunds reserved against what is left of an order's total. */
  orderRefunds: OrderRefundsRepository;
  orderReprints: OrderReprintsRepository;
  orderTasks: OrderTasksRepository;
  webhookEvents: WebhookEventsRepository;
  mailer: Mailer;
  outbox: OrderOutbox;
  /** Accounts and sessions (better-auth), its tables in `db`. */
  auth: Auth;
  /** Worker threads for pixels and models: the local art engine and the upload's photo check. */
  artPool: ArtPool;
  inspectPhoto: ArtPool['inspectPhoto'];
  readAccount: AccountReader;
  /** Who is asking, shop owners included: what owner routes are guarded by. */
  readViewer: ViewerReader;
  styleSwitches: StyleSwitchesRepository;
  styleActivity: StyleActivityRepository;
  accountAttemptLimit: AccountAttemptLimit;
  signInDelays: SignInDelays;
  guestClaims: GuestClaimsRepository;
  /** Signs and checks the guest cookie that proves a browser's guest session. */
  guestProofs: GuestProofs;
  /** With REDIS_URL in a process serving HTTP: the rate limits count in Redis, for all alike. */
  sharedLimits?: SharedLimits;
  /**
   * What /readyz asks: the database, the media store, Redis when configured, and whether a
   * worker is alive when this process runs none.
   */
  readiness: ReadinessCheck[];
  clock: () => Date;
}

/** Parts a caller (a test, say) may supply instead of the configured ones. */
export type ServiceOverrides = Partial<
  Pick<Services, 'artEngine' | 'printPartner' | 'mailer' | 'clock' | 'logger'>
> & {
  /**
   * Threads made elsewhere (a test worker's warm pool): closing the services calls its
   * `close`, so a pool meant to outlive them is passed with a `close` that keeps it.
   */
  artPool?: ArtPool;
  /** Only tests set it (main.ts and worker.ts pass no overrides), so a store always hashes with scrypt. */
  passwordHashing?: PasswordHashing;
  /**
   * What the local partner cuts print files from. Only tests about something else set it (the
   * artwork itself): a master takes seconds to paint and a minute to super-resolve.
   */
  printMaster?: PrintMasterFor;
};

/** What the process the services are for is. */
export interface ServiceOptions {
  /**
   * Whether it answers HTTP. Only then does it connect to Redis for the rate-limit counters
   * and /readyz; a worker's queue keeps its own connections.
   */
  servesHttp: boolean;
}

/** Picks each port's implementation from the config: local by default, live when configured. */
export async function createServices(
  config: Config,
  overrides: ServiceOverrides,
  { servesHttp }: ServiceOptions,
): Promise<Services> {
  const logger = overrides.logger ?? pino({ level: config.logLevel });
  const clock = overrides.clock ?? (() => new Date());
  const db = openDatabase(config.database, (error) =>
    logger.warn({ err: error }, 'a database connection was lost; the next query opens another'),
  );
  const jobs = createJobsRepository(db);
  const variations = createJobVariationsRepository(db);
  const media = pickMediaStore(config.media);
  const backgroundMedia = patientMediaStore(media, {
    ...BACKGROUND_MEDIA_PATIENCE,
    onRetry: (error, delayMs) =>
      logger.warn({ err: error, delayMs }, 'the media store refused; trying again'),
  });
  const artPool =
    overrides.artPool ??
    createArtPool({ threads: config.jobs.artThreads, photoChecks: config.limits.photoChecks });
  const artEngine = overrides.artEngine ?? pickArtEngine(config.artEngine, artPool);
  const printPartner =
    overrides.printPartner ??
    pickPrintPartner(config.printPartner, {
      media: backgroundMedia,
      db,
      clock,
      paintMockup: artPool.paintMockup,
      paintsWithProducts: config.media.publicBaseUrl !== undefined,
      printMaster:
        overrides.printMaster ??
        createPrintMasters({
          jobs,
          media: backgroundMedia,
          paint: artPool.paintPrintMaster,
          enlarge: artPool.superResolve,
          logger,
          maxPixels: config.printMasterMaxPixels,
        }),
    });
  const localCardProcessor =
    config.payments.kind === 'local'
      ? createLocalCardProcessor({
          db,
          clock,
          logger,
          webhookSecret: config.payments.webhookSecret,
        })
      : undefined;
  const orders = createOrdersRepository(db);
  const orderTasks = createOrderTasksRepository(db);
  const orderEvents = createOrderEventsRepository(db);
  const orderRefunds = createOrderRefundsRepository(db);
  const orderReprints = createOrderReprintsRepository(db);
  const mailer = overrides.mailer ?? pickMailer(config.mail, db, clock);
  const authSecret = loadAuthSecret(config.auth);
  const auth = createAuth({
    db,
    dialect: config.database.kind,
    mailer,
    publicBaseUrl: config.publicBaseUrl,
    secret: authSecret,
    logger,
    rateLimit: { window: 60, max: config.auth.attemptsPerMinute },
    signUpsPerHour: config.auth.signUpsPerHour,
    passwordHashing: overrides.passwordHashing,
  });
  await underMigrationLock(db, async () => {
    // An index built on a large table may take longer than a request's statement may.
    const migrating =
      config.database.kind === 'postgres'
        ? openDatabase(config.database, undefined, UNBOUNDED_STATEMENTS)
        : db;
    try {
      await migrateToLatest(migrating);
      await migrateLocalServices(migrating, config);
    } finally {
      if (migrating !== db) await migrating.destroy();
    }
    await migrateAuth(auth);
  });
  const queue = pickQueue(config, { jobs, clock, logger });
  const sharedRedis =
    servesHttp && config.queue.kind === 'bullmq'
      ? {
          redis: await connectSharedRedis(config.queue.redisUrl),
          nameSpace: rateLimitNamespace(config.queue.prefix),
        }
      : undefined;
  const redis = sharedRedis?.redis;
  const heartbeats = createWorkerHeartbeatsRepository(db);
  // A worker that has not beaten for a lease is as gone as one whose job's lease ran out.
  const workerPresence =
    config.jobs.concurrency > 0
      ? workersInThisProcess
      : createWorkerPresence({ heartbeats, clock, goneAfterMs: config.jobs.leaseMs });
  return {
    config,
    logger,
    db,
    jobs,
    media,
    backgroundMedia,
    queue,
    reaper: createJobReaper(
      { jobs, queue, clock, logger },
      {
        intervalMs: Math.max(250, Math.floor(config.jobs.leaseMs / 2)),
        lostAfterMs: config.jobs.leaseMs,
        batch: 50,
      },
    ),
    workerHeartbeat: createWorkerHeartbeat({
      heartbeats,
      clock,
      everyMs: Math.max(250, Math.floor(config.jobs.leaseMs / 3)),
      logger,
    }),
    workerPresence,
    artEngine,
    printPartner,
    tax: pickTaxService(config.tax),
    taxCalculations: createTaxCalculationsRepository(db),
    thumbnails: createStyleThumbnails({
      artEngine,
      media,
      samplePortrait: samplePortraitFor,
      oneProcessAtATime: (work) => underAdvisoryLock(db, LOCK_CLASSES.styleThumbnails, work),
    }),
    cardProcessor: localCardProcessor ?? pickStripe(config.payments),
    localCardProcessor,
    localCardProcessorRoutes:
      localCardProcessor &&
      localCardProcessorRoutes(localCardProcessor, { publicBaseUrl: config.publicBaseUrl }),
    checkouts: createCheckoutsRepository(db),
    artworks: createArtworksRepository(db),
    variations,
    variationPainter: createVariationPainter({
      jobs,
      variations,
      media: backgroundMedia,
      artEngine,
      clock,
      logger,
      count: config.jobs.variations,
    }),
    orders,
    orderEvents,
    orderRefunds,
    orderReprints,
    orderTasks,
    webhookEvents: createWebhookEventsRepository(db),
    mailer,
    outbox: createOrderOutbox({
      orders,
      events: orderEvents,
      refunds: orderRefunds,
      reprints: orderReprints,
      orderTasks,
      printPartner,
      mailer,
      logger,
      clock,
      publicBaseUrl: config.publicBaseUrl,
      ownerEmails: shopOwnerEmails(config.shopOwnerEmails, createShopOwnersRepository(db)),
      retry: { baseMs: config.orders.retryBaseMs, maxMs: config.orders.retryMaxMs },
    }),
    auth,
    artPool,
    // The page checks a photo when it is chosen, then sends the same bytes to be painted.
    inspectPhoto: rememberChecks(artPool.inspectPhoto, {
      entries: REMEMBERED_CHECKS,
      ttlMs: REMEMBERED_CHECK_MS,
      clock: Date.now,
    }),
    readAccount: createAccountReader(auth),
    readViewer: createViewerReader(auth, {
      configuredOwners: config.shopOwnerEmails,
      shopOwners: createShopOwnersRepository(db),
    }),
    styleSwitches: createStyleSwitchesRepository(db),
    styleActivity: createStyleActivityRepository(db),
    accountAttemptLimit: createAccountAttemptLimit({
      attempts: createAccountAttemptsRepository(db),
      clock,
    }),
    signInDelays: createSignInDelays({ failures: createSignInFailuresRepository(db), clock }),
    guestClaims: createGuestClaimsRepository(db),
    guestProofs: createGuestProofs(authSecret, clock),
    sharedLimits: sharedRedis,
    readiness: [
      { name: 'database', essential: true, ready: () => isDatabaseReady(db) },
      { name: 'media store', essential: false, ready: () => media.ready() },
      ...(redis ? [{ name: 'redis', essential: false, ready: () => isRedisReady(redis) }] : []),
      ...(workerPresence === workersInThisProcess
        ? []
        : [{ name: 'workers', essential: false, ready: () => workerPresence.anyAlive() }]),
    ],
    clock,
  };
}

/** Starts this process's generation workers on the configured queue. */
export function startWorkers(services: Services): void {
  const { config } = services;
  const handler = createGenerationHandler({
    ...services,
    media: services.backgroundMedia,
    retry: { maxAttempts: config.jobs.maxAttempts, baseDelayMs: config.jobs.retryBaseMs },
  });
  services.queue.start(handler, config.jobs.concurrency);
  services.reaper.start();
  services.workerHeartbeat.start();
}

/**
 * Stops taking jobs, lets running ones finish, then closes the media store, Redis and the
 * database.
 */
export async function closeServices(services: Services): Promise<void> {
  await services.reaper.stop();
  await services.workerHeartbeat.stop();
  await services.queue.stop();
  await services.variationPainter.stop();
  await services.outbox.stop();
  await services.artPool.close();
  services.media.close();
  services.sharedLimits?.redis.disconnect();
  await services.db.destroy();
}

function pickQueue(config: Config, lease: Omit<LeaseOptions, 'leaseMs'>): JobQueue {
  const leaseOptions = { ...lease, leaseMs: config.jobs.leaseMs };
  if (config.queue.kind === 'bullmq') {
    return createBullmqJobQueue({ ...config.queue, ...leaseOptions });
  }
  return createTableJobQueue(leaseOptions);
}

function pickArtEngine(config: Config['artEngine'], artPool: ArtPool): ArtEngine {
  if (config.kind === 'openai') return createOpenAiArtEngine(config);
  return artPool.engine;
}

/** The simulated outside services chosen here bring their own tables. */
async function migrateLocalServices(db: Db, config: Config): Promise<void> {
  if (config.payments.kind === 'local') {
    await migrateSet(db, cardProcessorMigrations, CARD_PROCESSOR_MIGRATIONS);
  }
  if (config.printPartner.kind === 'local') {
    await migrateSet(db, printPartnerMigrations, PRINT_PARTNER_MIGRATIONS);
  }
}

function pickMediaStore(config: Config['media']): MediaStore {
  if (config.kind === 'local') return createFileMediaStore(config.dir, config.publicBaseUrl);
  return createS3MediaStore(config);
}

function pickTaxService(config: Config['tax']): TaxService {
  if (config.kind === 'stripe') return createStripeTaxService(config);
  return createLocalTaxService(config);
}

function pickPrintPartner(
  config: Config['printPartner'],
  deps: Parameters<typeof createLocalPrintPartner>[0],
): PrintPartner {
  if (config.kind === 'printify') return createPrintifyPrintPartner(config);
  return createLocalPrintPartner({ ...deps, timings: config.timings });
}

function pickStripe(config: Config['payments']): CardProcessor {
  if (config.kind !== 'stripe') throw new Error('the local card processor is built in place');
  return createStripeCardProcessor(config);
}

function pickMailer(config: Config['mail'], db: Db, clock: () => Date): Mailer {
  if (config.kind === 'smtp') {
    const messages = createSentMessagesRepository(db);
    // As long as the outbox's lease: a sender that stalls that long has lost its task too.
    return createSmtpMailer({ ...config, sent: { messages, clock, leaseMs: OUTBOX_LEASE_MS } });
  }
  return createOutboxMailer(config);
}
