// `npm test`: install what is missing, then typecheck, lint, unit and integration tests,
// then against the built app the browser tests beside the cluster test (with Postgres and
// Redis). Prints each step's time as it ends and all of them at the end (issue 34: know where
// the wait goes), then ends with one line: `tests: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureBuilt, ensureDependencies } from './lib/prepare.mjs';
import { run, runHeld } from './lib/run.mjs';
import { onWantedNode } from './lib/wanted-node.mjs';

await onWantedNode();

const RESULTS = 'test-results';
const VITEST_REPORT = `${RESULTS}/vitest-report.json`;
const E2E_REPORT = `${RESULTS}/e2e-report.json`;
const CLUSTER_REPORT = `${RESULTS}/cluster-report.json`;

const failedSteps = [];
const stepTimes = [];
async function timed(name, work) {
  const started = performance.now();
  const result = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  stepTimes.push(`${name}: ${seconds} s`);
  console.log(`== ${name} took ${seconds} s`);
  return result;
}
async function step(name, command, args) {
  console.log(`\n== ${name}`);
  const code = await timed(name, () => run(command, args));
  if (code !== 0) failedSteps.push(name);
  return code;
}

/**
 * A step run beside another: its output is held and shown whole once it ends, so the two
 * steps' lines do not interleave.
 */
async function heldStep(name, command, args) {
  const { code } = await timed(name, async () => {
    const held = await runHeld(command, args);
    console.log(`\n== ${name}`);
    process.stdout.write(held.output);
    return held;
  });
  if (code !== 0) failedSteps.push(name);
  return code;
}

await timed('install', ensureDependencies);
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

await step('typecheck', 'node_modules/.bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
// Not beside the typecheck: Biome takes both cores, and side by side the two took 17 s
// against 13 one after the other.
await step('lint and format', 'node_modules/.bin/biome', ['ci', '--colors=off', '.']);
await step('unit and integration tests', 'node_modules/.bin/vitest', [
  'run',
  '--reporter=verbose',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
]);

await timed('build', ensureBuilt);
// The cluster test mostly waits (on outages it makes, on processes starting): about 40% of a
// core over its two minutes. Beside the browser tests, which keep both cores busy, it ends
// within their run instead of adding its own to it (issue 39: CI within 12 minutes).
let clusterTest = Promise.resolve();
// Processes of the built store on the machine's Postgres and Redis (CI's .ci/run names them).
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  clusterTest = heldStep('cluster test', 'node_modules/.bin/vitest', [
    'run',
    '--config=vitest.cluster.config.ts',
    '--reporter=verbose',
    '--reporter=json',
    `--outputFile.json=${CLUSTER_REPORT}`,
  ]);
} else {
  console.log('\ncluster: skipped (needs TEST_DATABASE_URL and TEST_REDIS_URL)');
}

console.log('\n== browser tests');
if (await ensureChromium('chromium-headless-shell')) {
  await step('browser tests', 'node_modules/.bin/playwright', ['test']);
} else {
  failedSteps.push('browser tests (no Chromium)');
}
await clusterTest;

const unit = readVitest(VITEST_REPORT);
const cluster = readVitest(CLUSTER_REPORT);
const e2e = readPlaywright();
const passed = unit.passed + cluster.passed + e2e.passed;
const failed = unit.failed + cluster.failed + e2e.failed;

console.log('');
console.log(`step times: ${stepTimes.join(', ')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`unit and integration: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`cluster: ${cluster.passed} passed, ${cluster.failed} failed`);
console.log(`browser: ${e2e.passed} passed, ${e2e.failed} failed`);
for (const name of [...unit.failedNames, ...cluster.failedNames]) console.log(`failed: ${name}`);
for (const name of e2e.flakyNames) console.log(`flaky (passed on its retry): ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

// The failing tests' names and first words of why close the output, so CI's tail says which
// test failed and how, not only how many (stop 69's tail named a test but not its failure).
function readVitest(file) {
  const report = readJson(file);
  const failedNames = (report?.testResults ?? []).flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const name = `${suite.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`;
        // Assertion messages carry the reporter's colours, which a CI log shows as escape codes.
        const first = (test.failureMessages?.[0] ?? '').split('\n')[0];
        const why = stripVTControlCharacters(first).slice(0, 300);
        return why ? `${name}\n  ${why}` : name;
      }),
  );
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0, failedNames };
}

function readPlaywright() {
  const report = readJson(E2E_REPORT);
  const stats = report?.stats;
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    flakyNames: flakyTests(report?.suites ?? []),
  };
}

/** `[project] file › title` of each browser test that passed only on its retry. */
function flakyTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${spec.file} › ${spec.title}`),
    ),
    ...flakyTests(suite.suites ?? []),
  ]);
}
