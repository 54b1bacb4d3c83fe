import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3MediaStore } from '../../src/server/adapters/live/s3-media-store';
import { type FaultyS3Proxy, startFaultyS3Proxy } from '../../src/server/testing/faulty-s3-proxy';
import { freePort } from '../../src/server/testing/free-port';
import { type LocalS3, startLocalS3 } from '../../src/server/testing/local-s3';
import { storeStyleThumbnails } from '../../src/server/testing/stored-thumbnails';
import { serviceAddress, startTcpLine, type TcpLine } from '../../src/server/testing/tcp-line';
import { type ClusterDatabase, createClusterDatabase } from './postgres-database';
import { takeRedisFootprint } from './redis-keys';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox';
import { type StoreProcess, spawnStore, waitReady } from './store-process';

/** A start on a loaded two-core machine: migrations, models. */
const START_TIMEOUT_MS = 180_000;

/** The worker's log line once it takes jobs. */
const WORKER_STARTED = /worker started/;

/** A lease short enough that a killed worker's job is handed out again within seconds. */
export const JOB_LEASE_MS = 5_000;

export interface Cluster {
  /** The balancer's address: what a shopper's browser talks to. */
  url: string;
  /** Each API process's own address, behind the balancer. */
  apiUrls: string[];
  proxy: RoundRobinProxy;
  database: ClusterDatabase;
  /** What every process reaches Postgres, Redis and S3 through, for a test to break. */
  faults: { postgres: TcpLine; redis: TcpLine; s3: FaultyS3Proxy };
  /** Every process started so far, the stopped and killed ones too. */
  processes(): readonly StoreProcess[];
  mail: SmtpInbox;
  /** The generation worker running now. */
  worker(): StoreProcess;
  /** Starts another worker with a data folder of its own; resolves once it takes jobs. */
  startWorker(): Promise<StoreProcess>;
  /** Every process's last lines of output, for a failing test's message. */
  logs(): string;
  stop(): Promise<void>;
}

/**
 * Two API processes that generate nothing and run no background work, and one worker that
 * generates and runs the order outbox, each with a data folder of its own as separate machines
 * would have, sharing only Postgres, Redis, the media store and the mail relay; behind a
 * round-robin balancer. All three start at the same moment on an empty database. Each reaches
 * Postgres, Redis and S3 through a line the test can cut, silence or make refuse.
 */
export async function startCluster(urls: { postgres: string; redis: string }): Promise<Cluster> {
  const undo: Array<() => Promise<unknown>> = [];
  const processes: StoreProcess[] = [];
  const logs = () => processes.map((store) => `--- ${store.name}\n${store.output()}`).join('\n');
  const stop = async () => {
    const errors: unknown[] = [];
    for (const step of undo.splice(0).reverse()) {
      await step().catch((error: unknown) => errors.push(error));
    }
    if (errors.length) throw new AggregateError(errors, 'the cluster did not stop cleanly');
  };
  try {
    const footprint = await takeRedisFootprint(urls.redis);
    undo.push(() => footprint.clean());
    const database = await createClusterDatabase(urls.postgres);
    undo.push(() => database.drop());
    const mail = await startSmtpInbox();
    undo.push(() => mail.close());
    const s3 = await startLocalS3({ bucket: 'cluster-media' });
    undo.push(() => s3.close());
    await storeThumbnailsIn(s3);
    const faults = {
      postgres: await startTcpLine(serviceAddress(database.url, 5432)),
      redis: await startTcpLine(serviceAddress(urls.redis, 6379)),
      s3: await startFaultyS3Proxy(s3.endpoint),
    };
    undo.push(() => Promise.all(Object.values(faults).map((line) => line.close())));
    const ports = [await freePort(), await freePort()];
    const apiUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    const proxy = await startRoundRobinProxy(apiUrls);
    undo.push(() => proxy.close());

    const shared: Record<string, string> = {
      HOST: '127.0.0.1',
      DATABASE_URL: faults.postgres.url(database.url),
      REDIS_URL: faults.redis.url(urls.redis),
      // What must be the same on every process: sessions signed on one are read on another.
      AUTH_SECRET: randomBytes(32).toString('hex'),
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
      PUBLIC_BASE_URL: proxy.url,
      SMTP_URL: mail.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: faults.s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      TRUST_PROXY: '127.0.0.1',
      JOB_LEASE_MS: String(JOB_LEASE_MS),
      ART_THREADS: '1',
      OUTBOX_INTERVAL_MS: '1000',
      LOG_LEVEL: 'info',
    };
    const dataDirs: string[] = [];
    undo.push(async () => {
      await Promise.all(processes.map((store) => store.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });
    const dataDir = (name: string) => {
      const dir = mkdtempSync(join(tmpdir(), `mpm-cluster-${name}-`));
      dataDirs.push(dir);
      return dir;
    };
    const spawnWorker = (name: string) => {
      const worker = spawnStore(name, 'worker', {
        ...shared,
        DATA_DIR: dataDir(name),
        WORKER_CONCURRENCY: '1',
      });
      processes.push(worker);
      return worker;
    };
    const apis = ports.map((port, i) => {
      const api = spawnStore(`api-${i + 1}`, 'api', {
        ...shared,
        DATA_DIR: dataDir(`api-${i + 1}`),
        PORT: String(port),
        WORKER_CONCURRENCY: '0',
        BACKGROUND_WORK: 'off',
      });
      processes.push(api);
      return api;
    });
    let worker = spawnWorker('worker-1');
    await Promise.all([
      ...apis.map((api, i) => waitReady(api, apiUrls[i] as string, START_TIMEOUT_MS)),
      worker.waitForOutput(WORKER_STARTED, START_TIMEOUT_MS),
    ]);
    return {
      url: proxy.url,
      apiUrls,
      proxy,
      database,
      faults,
      processes: () => processes,
      mail,
      worker: () => worker,
      async startWorker() {
        worker = spawnWorker(`worker-${processes.length - apis.length + 1}`);
        await worker.waitForOutput(WORKER_STARTED, START_TIMEOUT_MS);
        return worker;
      },
      logs,
      stop,
    };
  } catch (error) {
    const output = logs();
    await stop().catch(() => undefined);
    throw new Error(`the cluster did not start: ${String(error)}\n${output}`, { cause: error });
  }
}

/**
 * The style thumbnails in the bucket, as an earlier start of the cluster left them: each API
 * would otherwise paint all nine on its one art thread before it is ready. That processes
 * sharing a bucket paint them once is media-in-s3's test (src/server/http).
 */
async function storeThumbnailsIn(s3: LocalS3): Promise<void> {
  process.env.AWS_ACCESS_KEY_ID = s3.credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = s3.credentials.secretAccessKey;
  const media = createS3MediaStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    requestTimeoutMs: 10_000,
  });
  try {
    await storeStyleThumbnails(media);
  } finally {
    media.close();
  }
}
