import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

import { HEADLESS_SHELL_LAUNCH } from './e2e/support/chromium-launch';
import { ownerEmailFor } from './e2e/support/owner-emails';
import { E2E_PORTS, serverUrl } from './e2e/support/servers';
import { VARIATIONS_PER_CREATION } from './src/shared/api/variations';

const port = E2E_PORTS.store;

// The store's data folder, made once by the runner; its workers inherit the variable, so the
// tests can look at the orders, e-mails and print orders the store keeps (support/store-state).
process.env.E2E_STORE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mpm-e2e-store-'));

// The specs that ask isMobile: their tests do or check something else at phone width.
const e2eDir = fileURLToPath(new URL('e2e', import.meta.url));
const specFiles = readdirSync(e2eDir).filter((file) => file.endsWith('.spec.ts'));
const phoneWidthSpecs = specFiles.filter((file) =>
  readFileSync(join(e2eDir, file), 'utf8').includes('isMobile('),
);

/** The browser projects below, by name: each spec has a shop owner in each. */
const PROJECTS = ['desktop', 'mobile', 'store-wide'] as const;

/** Specs that change what every shopper sees (playwright project 'store-wide'). */
const STORE_WIDE_SPECS = ['admin-styles.spec.ts'];

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './packages/test-photos/src/fixture-photos-dir.ts',
  // e2e/cluster's *.test.ts are the cluster test, run by vitest (vitest.cluster.config.ts).
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder at start; keep it apart from the other reports.
  outputDir: 'test-results/playwright',
  // A spec's tests run in order in one worker; three workers run three specs at once, each as
  // its own shopper (the store-state helpers read a shopper's own orders and jobs). A third on
  // two cores fills the seconds a test waits on the store or a toast (288 s against about 320).
  fullyParallel: false,
  workers: 3,
  // A test that fails and then passes on its retry does not fail the run: `npm test` names it
  // as flaky at the end. Browser tests share two cores with several stores and browsers, and a
  // wait that a busy moment outlasts once (stop 71's CI) is a test to mend, not a broken store.
  retries: 1,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: HEADLESS_SHELL_LAUNCH,
    // Pages hold still unless a spec is about motion (style-choice asks for it back): a
    // carousel turning and toasts sliding in every page kept Chromium compositing frames no
    // test looks at, about a third of the CPU of a run on two cores (home-journey and
    // products-and-cart: 195-210 to 142 CPU-seconds; the whole run 12.0 to 9.4 minutes).
    contextOptions: { reducedMotion: 'reduce' },
    // A trace is recorded on a failed test's retry, not on every test in case it fails:
    // recording every action's page took 4-8% of the CPU of a run bound by it (four specs,
    // 221 against 203 CPU-seconds; issue 39).
    trace: { mode: 'on-first-retry', screenshots: false },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: STORE_WIDE_SPECS,
      use: desktop,
    },
    {
      name: 'mobile',
      // Only what behaves differently at 390 px, and one whole purchase on a phone (@phone):
      // any other test here would repeat desktop's checks for as long again.
      grep: [
        /@phone/,
        ...phoneWidthSpecs.map((file) => new RegExp(` ${file.replaceAll('.', '\\.')} `)),
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      // Switching a style off changes the home page of every shopper: these run last, alone.
      name: 'store-wide',
      testMatch: STORE_WIDE_SPECS,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
  ],
  webServer: [
    // The store as a shopper meets it; only the browser's job polling is quicker than 10 s, and
    // an upload waits longer for its art, so a busy test machine does not turn a direct answer
    // into polling.
    server(port, {
      DATA_DIR: process.env.E2E_STORE_DATA_DIR,
      TEST_JOB_POLL_INTERVAL_MS: '500',
      PROCESS_DIRECTLY_WAIT_MS: '20000',
      // Every browser test signs up from the same address, many times a minute.
      AUTH_ATTEMPTS_PER_MINUTE: '60',
      AUTH_SIGN_UPS_PER_HOUR: '1000',
      // Each spec's shop owner in each browser project (e2e/support/owner-emails.ts).
      SHOP_OWNER_EMAILS: specFiles
        .flatMap((file) => PROJECTS.map((project) => ownerEmailFor(project, file)))
        .join(','),
      // Three browser workers upload at once, all from this machine's one address.
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100',
      // The local print partner prints, ships and delivers in seconds, and is asked every
      // second, so a test watches an order reach the shopper's door.
      LOCAL_PARTNER_PRODUCTION_MS: '2000',
      LOCAL_PARTNER_SHIPPING_MS: '2000',
      LOCAL_PARTNER_DELIVERY_MS: '2000',
      PARTNER_POLL_INTERVAL_MS: '1000',
      // E-mails go out within a second, as the tests read them from the outbox.
      OUTBOX_INTERVAL_MS: '1000',
    }),
    // Its art engine cannot be reached, so every job fails after one attempt.
    server(E2E_PORTS.failing, {
      ART_ENGINE: 'openai',
      OPENAI_API_KEY: 'sk-e2e-unreachable',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      JOB_MAX_ATTEMPTS: '1',
      TEST_JOB_POLL_INTERVAL_MS: '300',
    }),
    // The upload does not wait for its job, and the browser gives up after one quick check,
    // long before any job can finish.
    server(E2E_PORTS.impatient, {
      PROCESS_DIRECTLY_WAIT_MS: '1',
      TEST_JOB_POLL_INTERVAL_MS: '100',
      TEST_JOB_POLL_MAX_CHECKS: '1',
    }),
    // The upload does not wait for its job, so every job is found done by polling, as when
    // the art takes longer than the upload's wait; a check is due only once a minute, so art
    // on screen within it came by a held check, not the next one.
    server(E2E_PORTS.queued, {
      PROCESS_DIRECTLY_WAIT_MS: '1',
      TEST_JOB_POLL_INTERVAL_MS: '60000',
    }),
    // The variations spec waits for a creation's four looks: on the store's server they queue
    // behind every other spec's, a backlog that outlasts the page's 90 s. The one server that
    // paints them.
    server(E2E_PORTS.variations, { ART_VARIATIONS: String(VARIATIONS_PER_CREATION) }),
  ],
});

/**
 * The built server on `serverPort` with an empty data folder of its own and `env` on top.
 * Playwright starts the servers one after another, the store first: the others find the
 * store's style thumbnails already made (each start rendered all nine before it answered).
 */
function server(serverPort: number, env: Record<string, string | undefined>) {
  const dataDir = env.DATA_DIR ?? withStoreThumbnails(mkdtempSync(join(tmpdir(), 'mpm-e2e-')));
  return {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      // Sign-in cookies are accepted only from the store's own origin.
      PUBLIC_BASE_URL: serverUrl(serverPort),
      LOG_LEVEL: 'warn',
      // Print files come from the artwork: a master takes seconds of a low-priority thread,
      // minutes on a machine busy with browsers, and what it makes is tested in Vitest.
      PRINT_MASTER_MAX_PIXELS: '0',
      // One look a creation, as Vitest's test services paint: the three more each upload
      // painted in the background were a fifth of the store's CPU (four specs: 102 to 79
      // CPU-seconds) in a run bound by the CPU, for a picker only the variations spec looks
      // at, on its own server (issue 39).
      ART_VARIATIONS: '1',
      ...env,
      DATA_DIR: dataDir,
      ...e2eOverrides(),
    },
  };
}

/** `dataDir` with its media's thumbnails folder being the store's. */
function withStoreThumbnails(dataDir: string): string {
  const storeMedia = join(process.env.E2E_STORE_DATA_DIR ?? '', 'media');
  mkdirSync(join(storeMedia, 'thumbnails'), { recursive: true });
  mkdirSync(join(dataDir, 'media'));
  symlinkSync(join(storeMedia, 'thumbnails'), join(dataDir, 'media', 'thumbnails'));
  return dataDir;
}

/** Test-only configuration passes through from the environment (E2E_* -> the server's name). */
function e2eOverrides(): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('E2E_SERVER_') && value !== undefined) {
      overrides[key.slice('E2E_SERVER_'.length)] = value;
    }
  }
  return overrides;
}
