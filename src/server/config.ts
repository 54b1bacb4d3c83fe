import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { ClientConfig } from '../shared/api/client-config';
import type { StoreFacts } from '../shared/api/store-facts';
import { VARIATIONS_PER_CREATION } from '../shared/api/variations';
import { JOB_POLL_INTERVAL_MS, JOB_POLL_MAX_CHECKS } from '../shared/constants';
import type { DatabaseSettings } from './db/database';
import { ownerEmailList } from './domain/owners/shop-owner';
import { contactEmail } from './domain/store/contact-email';
import { testPaymentsRefusal } from './domain/store/test-payments';
import { readTrustedProxies, type TrustedProxies } from './domain/trusted-proxies';
import { isTimeZone } from './domain/zoned-day';
import type { CheckLimits } from './photos/check-queue';
import { inProject } from './project-root';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Printify allows an account 600 requests a minute, shared with product creation and shipping
 * quotes. Asking about each order in the making once a minute leaves most of that for shoppers
 * while a few hundred orders are out, and a parcel's news still reaches the order page within
 * about a minute (webhooks bring it sooner).
 */
const PARTNER_POLL_INTERVAL_DEFAULT_MS = 60_000;

/**
 * Every environment variable the server reads, with its default. The README's configuration
 * table mirrors this schema.
 */
const envSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: data/ in the project's folder, wherever the process was started. */
  DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The longest a client may take to send a whole request, headers and body. */
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  /** The proxies whose X-Forwarded-For is believed: addresses, CIDR ranges or a hop count. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const reading = readTrustedProxies(value);
      if (reading.ok) return reading.value;
      context.addIssue({ code: 'custom', message: reading.problem });
      return z.NEVER;
    }),
  WEB_DIST_DIR: optionalString,
  DATABASE_URL: optionalString,
  /**
   * Postgres connections each process keeps. A request waits for one per query, and each
   * carries one query per turn of the event loop, so at 200 concurrent requests pg's default
   * of 10 queued order reads for most of a second. Mind the server's max_connections (100 by
   * default) across every process.
   */
  DATABASE_POOL_SIZE: positiveInt(20),
  REDIS_URL: optionalString,
  /**
   * What the job queue's Redis keys start with. Stores sharing one Redis need different ones,
   * or each takes the other's jobs; unset: derived from PUBLIC_BASE_URL (queuePrefix).
   */
  QUEUE_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9:._-]+$/, 'letters, digits and : . _ - only')
      .max(100)
      .optional(),
  ),
  /**
   * Jobs a process runs at once; 0: an API process that leaves every generation to
   * `npm run worker` processes. Two a core: the art threads queue a job's work themselves, so a
   * job only needs its slot to have its first picture queued there. At one a core, the third
   * of four 12 MP shoppers at once waited for the first's mock-ups while the model thread
   * idled (bench:generation, four at once: p95 4.4-5.2 s; 3.4-3.9 s at two a core).
   */
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(0)
    .default(availableParallelism() * 2),
  /**
   * Threads for pixels and models. One core is left to the HTTP thread, so a shopper's call
   * never queues behind a render; each thread holds its own models and caches. Mock-ups, photo
   * decoding and a painting's finish get one more thread of their own, without models
   * (art-pool.ts).
   */
  ART_THREADS: positiveInt(Math.max(1, availableParallelism() - 1)),
  JOB_MAX_ATTEMPTS: positiveInt(3),
  JOB_RETRY_BASE_MS: positiveInt(2000),
  JOB_LEASE_MS: positiveInt(30_000),
  /**
   * The local engine makes a 10 MP photo's art in about a second (a few on a busy machine), so
   * 5 s sends nearly every job straight back. A slower job is queued behind others or on the
   * hosted engine (30-60 s): the browser's first check still comes 10 s after the click, as with
   * polling alone, and the shopper hears 'Image uploaded! Processing in progress...' after 5 s
   * rather than 8.
   */
  PROCESS_DIRECTLY_WAIT_MS: positiveInt(5000),
  QUEUE_MAX_DEPTH: positiveInt(100),
  /**
   * Photo checks one client address may have waiting or running at once; past it an upload is
   * answered `gallery_busy` at once. Room for a household or an office behind one address.
   */
  PHOTO_CHECKS_PER_ADDRESS: positiveInt(4),
  /**
   * Photo checks waiting or running at once, from everyone. A 12 MP JPEG's check takes about a
   * second on a busy machine, so the last of 20 is answered well inside the browser's 30 s.
   */
  PHOTO_CHECKS_MAX: positiveInt(20),
  /**
   * Of those, HEIC ones: each holds the HEIC thread for about 3 s, so the fifth is answered in
   * about 15 s, and HEICs never fill the places other photos need.
   */
  PHOTO_CHECKS_HEIC_MAX: positiveInt(5),
  UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  GENERATION_QUOTA_PER_HOUR: positiveInt(30),
  /**
   * Variations each creation paints, the shopper picks one (issue 36). Each after the first
   * costs a render (or a hosted engine's image) but no quota; 1 paints the one picture.
   */
  ART_VARIATIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(VARIATIONS_PER_CREATION)
    .default(VARIATIONS_PER_CREATION),
  /** Days an artwork no order prints is kept, with its photo and mock-ups, before it is deleted. */
  ART_RETENTION_DAYS: positiveInt(90),
  /**
   * Generations per client address an hour, whoever they are for: a guest id is the client's
   * own choice, so a new one per upload must not buy a new quota. Room for a few shoppers
   * behind one address (a household, an office).
   */
  GENERATION_QUOTA_PER_ADDRESS_PER_HOUR: positiveInt(60),
  /** Tax quotes per client address a minute. */
  TAX_QUOTES_PER_MINUTE: positiveInt(60),
  ART_ENGINE: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-2'),
  PRINTIFY_API_TOKEN: optionalString,
  PRINTIFY_SHOP_ID: optionalString,
  PRINTIFY_BASE_URL: optionalString,
  /** The secret Printify signs its order webhooks with (X-Pf-Signature); unset: none taken. */
  PRINTIFY_WEBHOOK_SECRET: optionalString,
  /** The local print partner's pace: submission to printing, printing to shipped, to delivered. */
  LOCAL_PARTNER_PRODUCTION_MS: positiveInt(2 * 60_000),
  LOCAL_PARTNER_SHIPPING_MS: positiveInt(28 * 60_000),
  LOCAL_PARTNER_DELIVERY_MS: positiveInt(2 * 60 * 60_000),
  /**
   * The largest master a print file is cut from (print-masters.ts), in pixels: 16 MP holds an
   * 18″ x 24″ canvas at its own 150 dpi. 0: files are cut from the artwork, enlarged, as before
   * masters (a machine that cannot spare the seconds per file, or browser tests).
   */
  PRINT_MASTER_MAX_PIXELS: z.coerce.number().int().min(0).default(16_000_000),
  /** With it, media lives in this S3 bucket rather than under DATA_DIR/media. */
  S3_BUCKET: optionalString,
  /** An S3-compatible server's address; unset: AWS. */
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The longest one S3 request may wait to connect or for the next bytes of its answer. */
  S3_REQUEST_TIMEOUT_MS: positiveInt(10_000),
  /** Where browsers load media from (a public bucket, a CDN); unset: this server's /media. */
  MEDIA_PUBLIC_BASE_URL: optionalString.pipe(z.url().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_API_BASE_URL: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** true: test cards may pay on a store with a live partner or an https address (a demo). */
  ALLOW_TEST_PAYMENTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Masterpiece Me <orders@masterpiece.me>'),
  /** Where shoppers write to; hello@ the MAIL_FROM domain when unset. */
  CONTACT_EMAIL: optionalString.pipe(z.email().max(254).optional()),
  PUBLIC_BASE_URL: optionalString,
  AUTH_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    'AUTH_SECRET must be at least 32 characters',
  ),
  /** Sign-in attempts (password or e-mail link) per client address and endpoint each minute. */
  AUTH_ATTEMPTS_PER_MINUTE: positiveInt(5),
  /** Accounts one client address may open each hour. */
  AUTH_SIGN_UPS_PER_HOUR: positiveInt(5),
  /** Comma-separated e-mails whose accounts, once verified, are shop owners. */
  SHOP_OWNER_EMAILS: optionalString,
  /** The IANA zone whose days the owners' daily summary counts. */
  SHOP_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'SHOP_TIME_ZONE must be an IANA time zone, such as America/Chicago'),
  ORDER_RETRY_BASE_MS: positiveInt(5_000),
  ORDER_RETRY_MAX_MS: positiveInt(15 * 60_000),
  OUTBOX_INTERVAL_MS: positiveInt(5_000),
  SWEEP_INTERVAL_MS: positiveInt(60_000),
  SWEEP_GRACE_MS: positiveInt(2 * 60_000),
  /**
   * The least time between two questions to the print partner about one order, from all
   * processes together; order pages show what the poll stored.
   */
  PARTNER_POLL_INTERVAL_MS: positiveInt(PARTNER_POLL_INTERVAL_DEFAULT_MS),
  /** off: this process runs none of the order outbox, checkout sweeper and partner poll. */
  BACKGROUND_WORK: z.enum(['on', 'off']).default('on'),
});

export type Env = z.infer<typeof envSchema>;

/** The names of the variables above, for checks that a deployment sets only what is read. */
export const ENV_KEYS: readonly string[] = Object.keys(envSchema.shape);

/**
 * Settings only tests change: SPEC fixes how often the browser checks a job (10 s) and how many
 * times (60), and browser tests shorten both. A store started with NODE_ENV=production (the
 * image) refuses them, so no deployment strays from SPEC's polling.
 */
const testOverridesSchema = z.object({
  TEST_JOB_POLL_INTERVAL_MS: positiveInt(JOB_POLL_INTERVAL_MS),
  TEST_JOB_POLL_MAX_CHECKS: positiveInt(JOB_POLL_MAX_CHECKS),
});
const TEST_OVERRIDE_KEYS = Object.keys(testOverridesSchema.shape);

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Behind a reverse proxy, client addresses (for rate limits, quotas and sign-in delays) come
   * from X-Forwarded-For as these proxies wrote it; never from anyone else's.
   */
  trustProxy: TrustedProxies;
  /** A request still arriving after this long is cut off (a body trickled in byte by byte). */
  requestTimeoutMs: number;
  database: DatabaseSettings;
  queue: { kind: 'local' } | { kind: 'bullmq'; redisUrl: string; prefix: string };
  jobs: {
    concurrency: number;
    artThreads: number;
    maxAttempts: number;
    retryBaseMs: number;
    leaseMs: number;
    processDirectlyWaitMs: number;
    maxQueueDepth: number;
    artRetentionDays: number;
    /** Variations each creation paints (ART_VARIATIONS). */
    variations: number;
  };
  limits: {
    uploadsPerMinute: number;
    generationsPerHour: number;
    generationsPerAddressPerHour: number;
    taxQuotesPerMinute: number;
    /** The bounds of the queue of upload photo checks (art-pool.ts). */
    photoChecks: CheckLimits;
  };
  /** What the browser is told about job polling: SPEC's values unless a test shortens them. */
  client: ClientConfig;
  /** What the store's Contact and Privacy pages say about how it is run. */
  storeFacts: StoreFacts;
  /** Where links in e-mails point; the local address unless the shop is deployed. */
  publicBaseUrl: string;
  /** Signs session cookies: AUTH_SECRET, else a secret generated once and kept in `secretFile`. */
  auth: { secret?: string; secretFile: string; attemptsPerMinute: number; signUpsPerHour: number };
  /** SHOP_OWNER_EMAILS, lower-case; `npm run shop-owner` grants others. */
  shopOwnerEmails: ReadonlySet<string>;
  /** SHOP_TIME_ZONE: where the owners' day begins and ends. */
  shopTimeZone: string;
  artEngine:
    | { kind: 'local' }
    | { kind: 'openai'; apiKey: string; baseURL?: string; model: string };
  /** How large a master print files may be cut from; 0: none, files come from the artwork. */
  printMasterMaxPixels: number;
  printPartner:
    | { kind: 'local'; timings: { productionMs: number; shippingMs: number; deliveryMs: number } }
    | {
        kind: 'printify';
        apiToken: string;
        shopId: string;
        baseURL?: string;
        /** Order webhooks are taken only with it. */
        webhookSecret?: string;
      };
  media: MediaSettings;
  /** The local tax service reads the US sales-tax table shipped in the repository. */
  tax: { kind: 'local'; dataDir: string } | { kind: 'stripe'; secretKey: string; baseURL?: string };
  /**
   * The local processor signs its events with a secret of its own (a fresh one each start,
   * unless STRIPE_WEBHOOK_SECRET is set); Stripe's is the endpoint's signing secret.
   */
  payments:
    | { kind: 'local'; webhookSecret?: string }
    | {
        kind: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        baseURL?: string;
      };
  mail: { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
  /** The order outbox's retries and the sweeper that completes checkouts nobody completed. */
  orders: {
    retryBaseMs: number;
    retryMaxMs: number;
    outboxIntervalMs: number;
    sweepIntervalMs: number;
    sweepGraceMs: number;
    /** The least time between two questions to the partner about one order. */
    partnerPollIntervalMs: number;
    /** Whether this process runs the outbox, sweeper and partner poll at all. */
    backgroundWork: boolean;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Turns the environment into a typed config and picks each port's implementation. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.extend(testOverridesSchema.shape).safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const overridden = TEST_OVERRIDE_KEYS.filter((key) => source[key] !== undefined);
  if (source.NODE_ENV === 'production' && overridden.length > 0) {
    throw new ConfigError(`${overridden.join(', ')}: for tests only, refused in production`);
  }
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : inProject('data');
  const payments = pickPayments(env);
  const livePartner = Boolean(env.PRINTIFY_API_TOKEN && env.PRINTIFY_SHOP_ID);
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const refusal = testPaymentsRefusal({
    testPayments: payments.kind === 'local',
    livePartner,
    servedOverHttps: publicBaseUrl.startsWith('https://'),
    allowed: env.ALLOW_TEST_PAYMENTS,
  });
  if (refusal) throw new ConfigError(refusal);
  return {
    host: env.HOST,
    port: env.PORT,
    dataDir,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : inProject('dist', 'web'),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'sqlite', file: resolve(dataDir, 'store.sqlite') },
    queue: env.REDIS_URL
      ? { kind: 'bullmq', redisUrl: env.REDIS_URL, prefix: queuePrefix(env) }
      : { kind: 'local' },
    jobs: {
      concurrency: env.WORKER_CONCURRENCY,
      artThreads: env.ART_THREADS,
      maxAttempts: env.JOB_MAX_ATTEMPTS,
      retryBaseMs: env.JOB_RETRY_BASE_MS,
      leaseMs: env.JOB_LEASE_MS,
      processDirectlyWaitMs: env.PROCESS_DIRECTLY_WAIT_MS,
      maxQueueDepth: env.QUEUE_MAX_DEPTH,
      artRetentionDays: env.ART_RETENTION_DAYS,
      variations: env.ART_VARIATIONS,
    },
    limits: {
      uploadsPerMinute: env.UPLOAD_RATE_LIMIT_PER_MINUTE,
      generationsPerHour: env.GENERATION_QUOTA_PER_HOUR,
      generationsPerAddressPerHour: env.GENERATION_QUOTA_PER_ADDRESS_PER_HOUR,
      taxQuotesPerMinute: env.TAX_QUOTES_PER_MINUTE,
      photoChecks: {
        perAddress: env.PHOTO_CHECKS_PER_ADDRESS,
        overall: env.PHOTO_CHECKS_MAX,
        heic: env.PHOTO_CHECKS_HEIC_MAX,
      },
    },
    client: {
      jobPollIntervalMs: env.TEST_JOB_POLL_INTERVAL_MS,
      jobPollMaxChecks: env.TEST_JOB_POLL_MAX_CHECKS,
      payment:
        payments.kind === 'stripe'
          ? { provider: 'stripe', publishableKey: payments.publishableKey }
          : { provider: 'local' },
    },
    storeFacts: {
      contact_email: contactEmail(env.CONTACT_EMAIL, env.MAIL_FROM),
      art_service: env.ART_ENGINE === 'openai' ? 'openai' : null,
      card_processor: payments.kind === 'stripe' ? 'stripe' : null,
      tax_service: env.STRIPE_SECRET_KEY ? 'stripe' : null,
      print_partner: livePartner ? 'printify' : null,
      test_payments: payments.kind === 'local',
      art_retention_days: env.ART_RETENTION_DAYS,
    },
    publicBaseUrl,
    auth: {
      secret: env.AUTH_SECRET,
      secretFile: resolve(dataDir, 'auth-secret'),
      attemptsPerMinute: env.AUTH_ATTEMPTS_PER_MINUTE,
      signUpsPerHour: env.AUTH_SIGN_UPS_PER_HOUR,
    },
    shopOwnerEmails: ownerEmailList(env.SHOP_OWNER_EMAILS),
    shopTimeZone: env.SHOP_TIME_ZONE,
    artEngine: pickArtEngine(env),
    printMasterMaxPixels: env.PRINT_MASTER_MAX_PIXELS,
    printPartner:
      env.PRINTIFY_API_TOKEN && env.PRINTIFY_SHOP_ID
        ? {
            kind: 'printify',
            apiToken: env.PRINTIFY_API_TOKEN,
            shopId: env.PRINTIFY_SHOP_ID,
            baseURL: env.PRINTIFY_BASE_URL,
            webhookSecret: env.PRINTIFY_WEBHOOK_SECRET,
          }
        : {
            kind: 'local',
            timings: {
              productionMs: env.LOCAL_PARTNER_PRODUCTION_MS,
              shippingMs: env.LOCAL_PARTNER_SHIPPING_MS,
              deliveryMs: env.LOCAL_PARTNER_DELIVERY_MS,
            },
          },
    media: pickMedia(env, dataDir),
    tax: env.STRIPE_SECRET_KEY
      ? { kind: 'stripe', secretKey: env.STRIPE_SECRET_KEY, baseURL: env.STRIPE_API_BASE_URL }
      : { kind: 'local', dataDir: inProject('data-sources', 'us-sales-tax') },
    payments,
    orders: {
      retryBaseMs: env.ORDER_RETRY_BASE_MS,
      retryMaxMs: env.ORDER_RETRY_MAX_MS,
      outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
      sweepIntervalMs: env.SWEEP_INTERVAL_MS,
      sweepGraceMs: env.SWEEP_GRACE_MS,
      partnerPollIntervalMs: env.PARTNER_POLL_INTERVAL_MS,
      backgroundWork: env.BACKGROUND_WORK === 'on',
    },
    mail: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: 'outbox', dir: resolve(dataDir, 'outbox'), from: env.MAIL_FROM },
  };
}

/**
 * The job queue's key prefix: QUEUE_PREFIX, or one per deployment derived from the address
 * shoppers use, which every process of a store shares already (its e-mail links and accepted
 * origin are built from it) and two stores never do. Without PUBLIC_BASE_URL (one machine, or
 * processes that never set it) every process falls back to the same `mpm`.
 */
function queuePrefix(env: Pick<Env, 'QUEUE_PREFIX' | 'PUBLIC_BASE_URL'>): string {
  if (env.QUEUE_PREFIX) return env.QUEUE_PREFIX;
  const address = env.PUBLIC_BASE_URL && URL.parse(env.PUBLIC_BASE_URL);
  return address ? `mpm:${address.host}${address.pathname.replace(/\/+$/, '')}` : 'mpm';
}

export type MediaSettings = { publicBaseUrl?: string } & (
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      requestTimeoutMs: number;
    }
);

/** S3 when a bucket is named, so processes on several machines see the same media. */
function pickMedia(env: Env, dataDir: string): MediaSettings {
  const publicBaseUrl = env.MEDIA_PUBLIC_BASE_URL?.replace(/\/+$/, '');
  if (!env.S3_BUCKET) return { kind: 'local', dir: resolve(dataDir, 'media'), publicBaseUrl };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
    publicBaseUrl,
  };
}

/** Live card payments need both Stripe keys and the webhook secret; otherwise the local processor. */
function pickPayments(env: Env): Config['payments'] {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) {
    return { kind: 'local', webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  }
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Stripe payments need STRIPE_WEBHOOK_SECRET to verify webhooks');
  }
  return {
    kind: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    baseURL: env.STRIPE_API_BASE_URL,
  };
}

function pickArtEngine(env: Env): Config['artEngine'] {
  if (env.ART_ENGINE === 'local') return { kind: 'local' };
  if (!env.OPENAI_API_KEY) throw new ConfigError('ART_ENGINE=openai needs OPENAI_API_KEY');
  return {
    kind: 'openai',
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_IMAGE_MODEL,
  };
}
