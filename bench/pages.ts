/**
 * `npm run bench:pages`: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on
 * the built store for /, /products, /cart and /checkout, driving Debian's Chromium. The cart and
 * checkout are measured as a shopper sees them, with a sample canvas in the cart; every run
 * starts from an empty HTTP cache. Each page is measured BENCH_RUNS times (3 unless told) and
 * the run with the median performance score is reported. Figures only; BENCH_REPORTS=<dir>
 * also keeps every run's full Lighthouse report there, to see what costs points.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium.mjs';
import { freePort } from '../src/server/testing/free-port';
import { startServer, waitFor } from './lib/store-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = process.env.BENCH_REPORTS;
const PAGES = [
  { path: '/', withCart: false },
  { path: '/products', withCart: false },
  { path: '/cart', withCart: true },
  { path: '/checkout', withCart: true },
];

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figures(lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  return {
    runtimeError: lhr.runtimeError?.code,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    // The main thread's work and its scripts' share, as Lighthouse counts them (4× this
    // machine's own time): where a change moved the time, when the score cannot tell.
    mainThreadMs: ms('mainthread-work-breakdown'),
    scriptMs: ms('bootup-time'),
    scriptKbTransferred: Number((scriptBytes / 1024).toFixed(1)),
    costsPoints: lhr.categories.performance?.auditRefs
      .filter((ref) => ref.weight === 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => lhr.audits[ref.id]?.title)
      .slice(0, 6),
  };
}

/** Puts the first sample canvas in the cart the way a shopper does, on the products page. */
async function addSampleToCart(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/products`);
  await page
    .getByRole('region', { name: 'Or start with our sample art' })
    .getByRole('button', { name: 'Add to Cart' })
    .first()
    .click();
  await page.getByText('Item added to cart').first().waitFor();
  await page.close();
}

async function measure(context: BrowserContext, port: number, url: string) {
  // Lighthouse must keep the cart, so it leaves storage alone; the cache is emptied here instead.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = new URL(url).pathname.replace(/\W/g, '') || 'home';
    writeFileSync(join(REPORTS, `${name}-${Date.now()}.json`), result.report as string);
  }
  return figures(result.lhr);
}

/**
 * A run whose trace Lighthouse could not read (it then scores 0, with a `runtimeError` such as
 * NO_NAVSTART, a few times in a hundred here) says nothing about the page: it is run again.
 */
async function measureOnce(context: BrowserContext, port: number, url: string) {
  for (let attempt = 1; ; attempt++) {
    const run = await measure(context, port, url);
    if (!run.runtimeError || attempt === 3) return run;
    console.error(`${url}: Lighthouse failed (${run.runtimeError}), measuring again`);
  }
}

async function main() {
  if (!(await ensureChromium())) process.exit(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'mpm-bench-pages-'));
  const [storePort, debugPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${storePort}`;
  const store = startServer('dist/server/main.js', {
    PORT: String(storePort),
    DATA_DIR: dataDir,
  });
  // A persistent context is the browser's default one, the one Lighthouse opens its tab in.
  const context = await chromium.launchPersistentContext(join(dataDir, 'browser'), {
    executablePath: CHROMIUM_PATH,
    args: [`--remote-debugging-port=${debugPort}`],
  });
  try {
    await waitFor(`${base}/readyz`);
    const report: Record<string, ReturnType<typeof figures>> = {};
    let cartSeeded = false;
    for (const { path, withCart } of PAGES) {
      if (withCart && !cartSeeded) {
        await addSampleToCart(context, base);
        cartSeeded = true;
      }
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(context, debugPort, base + path));
      runs.sort((a, b) => a.performance - b.performance);
      report[path] = runs[Math.floor(runs.length / 2)] as ReturnType<typeof figures>;
      console.error(`${path}: performance ${runs.map((r) => r.performance).join(', ')}`);
    }
    console.log(JSON.stringify({ preset: 'mobile', runsPerPage: RUNS, pages: report }, null, 2));
  } finally {
    await context.close();
    store.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
