/**
 * `npm run bench:generation`: upload-to-completed time (the first variation on screen) and
 * upload-to-fourth-variation time for the fixture portraits and for a 12-megapixel photo, one
 * at a time and four at once, and the server's peak memory. It starts
 * the built server on a fresh data folder, drives it over HTTP like the browser does and reads
 * the server's resident memory from /proc. Figures only; it asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_PHOTOS, fixtureType, PORTRAIT_FIXTURES } from '@masterpiece-me/test-photos';
import sharp from 'sharp';
import { serverRuntimeEnv } from '../scripts/lib/server-runtime.mjs';
import { freePort } from '../src/server/testing/free-port';
import { startGuestOverHttp } from '../src/server/testing/guest-session';
import { uploadForm } from '../src/server/testing/upload-form';
import { STYLE_IDS } from '../src/shared/styles';
import { cpuSeconds } from './lib/process-cpu';
import { stageTimes } from './lib/stage-times';
import { type Summary, summarise } from './lib/stats';

const SINGLE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CONCURRENT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Photo {
  name: string;
  bytes: Buffer;
  type: string;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-bench-'));
  const port = await freePort();
  const server = startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(base);
    const memory = watchMemory(server.pid ?? 0);
    const twelveMp = await twelveMegapixelPhoto();
    const portraits = PORTRAIT_FIXTURES.map((name) => ({
      name,
      bytes: readFileSync(join(FIXTURE_PHOTOS, name)),
      type: fixtureType(name),
    }));

    await generate(base, portraits[0] as Photo, 0); // warm-up: first render loads libvips caches
    memory.resetPhase();
    const cpu = cpuPerGeneration(server.pid ?? 0);
    const portraitTimes: Timing[] = [];
    for (let run = 0; run < SINGLE_RUNS; run++) {
      for (const photo of portraits) portraitTimes.push(await generate(base, photo, run));
    }
    const portraitsPeak = memory.resetPhase();
    const portraitsCpu = cpu.phase(portraitTimes.length);

    const singleTimes: Timing[] = [];
    for (let run = 0; run < SINGLE_RUNS * 2; run++)
      singleTimes.push(await generate(base, twelveMp, run));
    const singlePeak = memory.resetPhase();
    const singleCpu = cpu.phase(singleTimes.length);

    const concurrentTimes: Timing[] = [];
    const probe = probeCheapCalls(base);
    for (let round = 0; round < CONCURRENT_ROUNDS; round++) {
      const times = await Promise.all(
        [0, 1, 2, 3].map((i) => generate(base, twelveMp, round * 4 + i)),
      );
      concurrentTimes.push(...times);
    }
    const cheapCalls = await probe.stop();
    const concurrentPeak = memory.resetPhase();
    const concurrentCpu = cpu.phase(concurrentTimes.length);
    memory.stop();

    const stages = await stageTimes(twelveMp.bytes, SINGLE_RUNS);
    const report = {
      machine: { cores: (await import('node:os')).availableParallelism(), node: process.version },
      fixturePortraits: {
        ...firstAndFourth(portraitTimes),
        peakRssMb: portraitsPeak,
        ...portraitsCpu,
      },
      twelveMegapixelAlone: { ...firstAndFourth(singleTimes), peakRssMb: singlePeak, ...singleCpu },
      twelveMegapixelFourAtOnce: {
        ...firstAndFourth(concurrentTimes),
        peakRssMb: concurrentPeak,
        ...concurrentCpu,
      },
      cheapCallDuringFourAtOnce: summarise(cheapCalls),
      serverPeakRssMb: memory.peakOverall(),
      medianMsPerStage12Mp: stages,
    };
    print(report);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/generation.json', `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn('node', ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As `npm start` runs it (scripts/lib/server-runtime.mjs explains why).
      ...serverRuntimeEnv(),
      GENERATION_QUOTA_PER_HOUR: '100000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
}

/** Up to two minutes: a first start renders the style thumbnails, 25 s or more on a busy machine. */
async function waitUntilReady(base: string) {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** A 12 MP phone-sized JPEG made from a fixture portrait. */
async function twelveMegapixelPhoto(): Promise<Photo> {
  const bytes = await sharp(join(FIXTURE_PHOTOS, 'single_woman_face_paint_860x1198.png'))
    .resize(3000, 4000, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: 'phone-12mp.jpg', bytes, type: 'image/jpeg' };
}

/** Milliseconds from upload to the first variation (the job completed) and to the fourth. */
interface Timing {
  first: number;
  fourth: number;
}

function firstAndFourth(times: Timing[]) {
  return {
    ...summarise(times.map((time) => time.first)),
    fourth: summarise(times.map((time) => time.fourth)),
  };
}

/** Upload, then poll the job until it is done and its variations until all are painted. */
async function generate(base: string, photo: Photo, index: number): Promise<Timing> {
  const styleId = STYLE_IDS[index % STYLE_IDS.length] as string;
  const started = performance.now();
  const guest = await startGuestOverHttp(base);
  const headers = { cookie: guest.cookie, origin: base };
  const form = uploadForm(
    { bytes: photo.bytes, name: photo.name, type: photo.type },
    { style_id: styleId, guest_session_id: guest.id },
  );
  const answer = (await (await fetch(base, { method: 'POST', body: form, headers })).json()) as {
    job_id?: string;
  };
  if (!answer.job_id) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
  for (;;) {
    const job = (await (await fetch(`${base}/api/jobs/${answer.job_id}`, { headers })).json()) as {
      status: string;
      error?: string;
    };
    if (job.status === 'completed') break;
    if (job.status === 'failed') throw new Error(`job failed: ${job.error}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = performance.now() - started;
  for (;;) {
    const url = `${base}/api/jobs/${answer.job_id}/variations`;
    const listed = (await (await fetch(url, { headers })).json()) as { painting: boolean };
    if (!listed.painting) return { first, fourth: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A shopper's cheap call (the client configuration, a few hundred bytes) made back to back
 * while generations run: how long the HTTP thread makes it wait.
 */
function probeCheapCalls(base: string) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/api/client-config`)).arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

interface CpuCost {
  cpuSecondsPerGeneration: number;
  /** What one fully busy core makes a minute: 60 s over the CPU seconds one generation costs. */
  generationsPerCoreMinute: number;
}

/** The server's CPU seconds per generation in each phase, whatever else the machine runs. */
function cpuPerGeneration(pid: number) {
  let start = cpuSeconds(pid);
  return {
    phase(generations: number): CpuCost {
      const now = cpuSeconds(pid);
      const perGeneration = (now - start) / generations;
      start = now;
      return {
        cpuSecondsPerGeneration: Number(perGeneration.toFixed(3)),
        generationsPerCoreMinute: Number((60 / perGeneration).toFixed(1)),
      };
    },
  };
}

/** Samples the server's resident memory every 20 ms; peaks per phase and overall, in MB. */
function watchMemory(pid: number) {
  let phasePeak = 0;
  let overall = 0;
  const read = () => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    phasePeak = Math.max(phasePeak, kb / 1024);
    overall = Math.max(overall, kb / 1024);
  };
  const timer = setInterval(() => {
    try {
      read();
    } catch {
      clearInterval(timer);
    }
  }, 20);
  return {
    resetPhase() {
      const peak = Math.round(phasePeak);
      phasePeak = 0;
      return peak;
    },
    peakOverall: () => Math.round(overall),
    stop: () => clearInterval(timer),
  };
}

function print(report: Record<string, unknown>) {
  const rows = Object.entries(report).filter(
    ([, value]) => typeof value === 'object' && value && 'peakRssMb' in value,
  );
  console.log(
    '\nupload to first variation (ms)      runs  median     p95     max   peak RSS MB  CPU s/gen  gen/core-min',
  );
  for (const [name, value] of rows) {
    const s = value as Summary & { peakRssMb: number; fourth: Summary } & CpuCost;
    console.log(
      `${name.padEnd(34)} ${String(s.runs).padStart(5)} ${s.median.toFixed(0).padStart(7)} ${s.p95.toFixed(0).padStart(7)} ${s.max.toFixed(0).padStart(7)} ${String(s.peakRssMb).padStart(12)} ${s.cpuSecondsPerGeneration.toFixed(2).padStart(10)} ${s.generationsPerCoreMinute.toFixed(1).padStart(13)}`,
    );
    console.log(
      `${'  ... to the fourth'.padEnd(34)} ${String(s.fourth.runs).padStart(5)} ${s.fourth.median.toFixed(0).padStart(7)} ${s.fourth.p95.toFixed(0).padStart(7)} ${s.fourth.max.toFixed(0).padStart(7)}`,
    );
  }
  const cheap = report.cheapCallDuringFourAtOnce as Summary;
  console.log(
    `cheap API call during four at once (ms): ${cheap.runs} calls, median ${cheap.median.toFixed(1)}, p99 ${cheap.p99.toFixed(1)}, max ${cheap.max.toFixed(1)}`,
  );
  console.log(`server peak RSS: ${report.serverPeakRssMb} MB`);
  console.log('12 MP photo, median ms per stage (in-process, one at a time):');
  for (const [stage, ms] of Object.entries(report.medianMsPerStage12Mp as Record<string, number>)) {
    console.log(`  ${stage.padEnd(28)} ${String(ms).padStart(6)}`);
  }
}

await main();
