/**
 * `npm run bench:polls`: job polls per second and their latency at 50 connections, the store
 * against bare Fastify answering the same JSON, in one run. The store runs as `npm start` runs
 * it (built, request log on); it first makes one real finished job to poll. Figures only.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/server/testing/free-port';
import { finishedJob } from './lib/finished-job';
import { startServer, waitFor } from './lib/store-process';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-bench-polls-'));
  const [storePort, barePort] = [await freePort(), await freePort()];
  const store = startServer('dist/server/main.js', {
    PORT: String(storePort),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${storePort}`;
    await waitFor(`${base}/readyz`);
    const job = await finishedJob(base);
    const bodyFile = join(dataDir, 'job.json');
    writeFileSync(bodyFile, job.body);
    bare = startServer('bench/lib/bare-fastify.mjs', {
      PORT: String(barePort),
      BODY_FILE: bodyFile,
    });
    await waitFor(`http://127.0.0.1:${barePort}/api/jobs/${job.id}`);

    const path = `/api/jobs/${job.id}`;
    const bareFigures = await load(`http://127.0.0.1:${barePort}${path}`);
    // The store checks the poller owns the job: its guest cookie, as the browser sends it.
    const storeFigures = await load(`${base}${path}`, { cookie: job.cookie });
    const report = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      answerBytes: Buffer.byteLength(job.body),
      bareFastify: bareFigures,
      store: storeFigures,
      storeShareOfBare: Number(
        (storeFigures.requestsPerSecond / bareFigures.requestsPerSecond).toFixed(2),
      ),
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    store.kill('SIGTERM');
    bare?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
