import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Suites of pure logic: they load no app, database, art model, server or native module, write
 * nothing and mock nothing, so they can share one module graph on threads instead of paying a
 * fresh import per file (issue 34). A suite that needs any of those belongs in `server`.
 */
const UNIT_TESTS = [
  'src/shared/*.test.ts',
  'src/shared/{api,cart,catalogue}/**/*.test.ts',
  'src/shared/validation/{shipping-address,text,zip-state}.test.ts',
  'src/shared/products/fallback-products.test.ts',
  'src/server/domain/*.test.ts',
  'src/server/domain/{art,orders,owners,shipping,store}/**/*.test.ts',
  'src/server/adapters/webhook-signature.test.ts',
  'src/server/adapters/live/art-prompts.test.ts',
  'src/server/adapters/live/printify/{catalog,fallback-items,map-products}.test.ts',
  'src/server/adapters/local/card-processor/card-checks.test.ts',
  'src/server/adapters/local/print-partner/{catalogue-lookup,quote-local-shipping}.test.ts',
  'src/server/adapters/local/tax/**/*.test.ts',
  'src/server/auth/{auth-user,guest-proof,prove-address}.test.ts',
  'src/server/photos/{check-queue,detect-image-type}.test.ts',
  'src/server/project-root.test.ts',
  'packages/portrait-engine/src/{body-tilt,vocabulary/read-description}.test.ts',
  'packages/vision/src/{count-people,face-from-mesh,face-tiles,facing-camera,leaning-faces,seen-faces}.test.ts',
  'scripts/{architecture-doc,engines}.test.ts',
];

/**
 * The art and vision quality suites: they paint and run the vision models for seconds a file.
 * They share a module graph per worker, so the models each file loads are loaded once a worker.
 */
const ART_TESTS = [
  'packages/portrait-engine/src/**/*.test.ts',
  'packages/vision/src/**/*.test.ts',
  'src/server/photos/{leaning-faces,one-person-rule,person-finder}.test.ts',
  'src/server/print-files/**/*.test.ts',
  'src/server/http/generation-journey.test.ts',
  'scripts/art/**/*.test.ts',
];

/** Suites that replace a module (`vi.mock`): each gets a module graph of its own. */
const ISOLATED_TESTS = ['src/server/http/jobs.test.ts'];

/**
 * Web suites that need what happy-dom does not have or does otherwise: `window.alert` and
 * `matchMedia(...).addListener` (the carousel's autoplay), animations cancelled without an
 * error, and requests that go to the page's own stubbed fetch rather than a real socket.
 */
const JSDOM_TESTS = [
  'src/web/features/checkout/address/address-form.test.tsx',
  'src/web/features/checkout/shipping-step.test.tsx',
  'src/web/features/home/home-journey.test.tsx',
  'src/web/features/styles/style-carousel.test.tsx',
  'src/web/features/upload/upload-zone.test.tsx',
];

/**
 * Web suites that replace a module (`vi.mock`), found by reading them: each keeps a module graph
 * of its own, since a replaced module would otherwise stay replaced for the next file.
 */
const webDir = fileURLToPath(new URL('src/web', import.meta.url));
const WEB_MOCKING_TESTS = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(join(webDir, file), 'utf8').includes('vi.mock('))
  .map((file) => join('src/web', file));

const SERVER_TESTS = [
  'src/server/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'scripts/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
];

/**
 * Server suites in processes of their own (native modules, servers, art threads), with time for
 * a whole app to start on a busy machine.
 */
const SERVER_FORKS = {
  environment: 'node',
  pool: 'forks',
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

/** Web suites: threads set up faster than processes, with time for a whole-app render. */
const WEB_THREADS = {
  pool: 'threads',
  setupFiles: 'src/web/test-setup.ts',
  // A whole-app render with user events takes seconds when both cores run the server suites.
  testTimeout: 20_000,
} as const;

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: [
      'packages/test-photos/src/fixture-photos-dir.ts',
      'src/server/db/testing/drop-worker-databases.ts',
    ],
    // Two test files at once: one waiting on a socket, a timer or Postgres leaves the core to
    // the other (issue 34: 11.5 min in one worker, 8 min in two).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          environment: 'node',
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Whole-app and adapter suites. Each builds its own app, database and data folder and
          // closes them, so they share one module graph per worker instead of importing the
          // server again for every file.
          name: 'integration',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...UNIT_TESTS, ...ART_TESTS, ...ISOLATED_TESTS],
          ...SERVER_FORKS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ISOLATED_TESTS,
          ...SERVER_FORKS,
        },
      },
      {
        extends: true,
        test: {
          name: 'art',
          include: ART_TESTS,
          ...SERVER_FORKS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // happy-dom sets up in half jsdom's time (web suites: 108 to 82 CPU-seconds).
          name: 'web',
          // Files share a thread's loaded libraries (React, Radix, zod, ...), and the setup file
          // loads the app's own modules afresh for each, since their stores are module state:
          // importing the libraries again for every file was most of the web suites' CPU (the
          // three web projects: 144 to 61-77 CPU-seconds; issue 39).
          ...WEB_THREADS,
          isolate: false,
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...JSDOM_TESTS, ...WEB_MOCKING_TESTS],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocking',
          ...WEB_THREADS,
          include: WEB_MOCKING_TESTS,
          exclude: JSDOM_TESTS,
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'web-jsdom',
          ...WEB_THREADS,
          include: JSDOM_TESTS,
          environment: 'jsdom',
        },
      },
    ],
  },
});
