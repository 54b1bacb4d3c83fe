/**
 * `npm run bench:heic`: how long a shopper waits from choosing a 12 MP iPhone HEIC photo to the
 * upload zone being ready again (decoded in the HEIC worker, scaled and re-encoded as JPEG), in
 * Chromium at phone size, BENCH_RUNS times with the page's thread at full speed and BENCH_RUNS
 * times slowed four times as Lighthouse's mobile preset slows it. Chromium's slowing does not
 * reach the worker: run the whole bench under a CPU limit (a cgroup, `taskset`) for a phone's
 * every thread. The photo shows a dog, so the store refuses it after; that check is not timed.
 * Figures only; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import type { Browser } from '@playwright/test';
import { openHome } from '../e2e/support/art';
import { freePort } from '../src/server/testing/free-port';
import { launchBenchChromium, PHONE } from './lib/bench-browser';
import { summarise } from './lib/stats';
import { startServer, stopServer, waitFor } from './lib/store-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHOTO = join(FIXTURE_PHOTOS, 'heic_iphone13pro_pug_4032x3024.heic');

async function prepareOnce(browser: Browser, base: string, slowdown: number): Promise<number> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  try {
    const page = await context.newPage();
    await openHome(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const zone = page.locator('section[aria-busy]').first();
    const started = performance.now();
    await page.getByTestId('photo-file-input').setInputFiles(PHOTO);
    await zone.and(page.locator('[aria-busy="true"]')).waitFor({ timeout: 10_000 });
    await zone.and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 120_000 });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'mpm-bench-heic-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer('dist/server/main.js', {
    PORT: String(port),
    DATA_DIR: join(folder, 'data'),
    LOG_LEVEL: 'warn',
  });
  let browser: Browser | undefined;
  try {
    await waitFor(`${base}/readyz`, 120_000);
    browser = await launchBenchChromium();
    // Warms the browser's cache with the worker's module, as a second photo finds it.
    await prepareOnce(browser, base, 1);
    console.log(`\n12 MP iPhone HEIC at 390 x 844, ${RUNS} runs each`);
    for (const slowdown of [1, 4]) {
      const times = [];
      for (let run = 0; run < RUNS; run++) times.push(await prepareOnce(browser, base, slowdown));
      const { median, p95, max } = summarise(times);
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(`page thread ×${slowdown}: median ${s(median)}, p95 ${s(p95)}, max ${s(max)}`);
    }
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
