import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fingerprint, readStamp } from './fingerprint.mjs';
import { buildForThisNode, keepNativeBuild } from './native-build-cache.mjs';
import { mustRun, npm } from './run.mjs';
import { enginesMinimum } from './wanted-node.mjs';
import { serverExternals, workspaceManifests } from './workspaces.mjs';

const INSTALL_STAMP = 'node_modules/.mpm-install-stamp';

/**
 * Installs dependencies when they are missing, or the lockfile or Node's ABI changed since the
 * last install (a native module loads only in the Node it was built for).
 */
export async function ensureDependencies() {
  if (readStamp(INSTALL_STAMP) === installStamp()) return;
  console.log('Installing dependencies...');
  // `npm install`, not `npm ci`: ci insists that every platform's optional binary (macOS,
  // Windows builds of biome, esbuild, ...) is in the lockfile, and registries that carry only
  // this platform's leave them out. With a lockfile in place, install keeps its versions.
  // Packages already in npm's cache are taken from it without asking the registry again.
  await mustRun(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  await buildForThisNode();
  keepNativeBuild();
  // Taken after the install, which may have tidied the lockfile.
  writeFileSync(INSTALL_STAMP, installStamp());
}

function installStamp() {
  const lockfiles = ['package.json', 'package-lock.json', ...workspaceManifests()];
  return `${fingerprint(lockfiles)} node-abi-${process.versions.modules}`;
}

const BUILDS = [
  {
    name: 'web app',
    stamp: 'dist/web/.build-stamp',
    inputs: [
      'src/web',
      'src/shared',
      // The engine's vocabulary, which the web app reads (its styles, how a description reads).
      'packages/portrait-engine',
      'vite.config.ts',
      'scripts/lib/route-pages.mjs',
      'scripts/lib/precompress.mjs',
      'package-lock.json',
      // How it is built: a build made before this recipe changed is made again.
      'scripts/lib/prepare.mjs',
    ],
    command: ['node_modules/.bin/vite', ['build', '--logLevel', 'warn']],
    // Vite bundles the React that NODE_ENV names. Built from inside the test runner (the
    // production-build test, NODE_ENV=test), the store served shoppers React's development
    // build, a 770 KB entry against 548, to every browser test and to `npm start` after them.
    env: { NODE_ENV: 'production' },
  },
  {
    name: 'server',
    stamp: 'dist/server/.build-stamp',
    inputs: ['src/server', 'src/shared', 'packages', 'package-lock.json'],
    command: [
      'node_modules/.bin/esbuild',
      [
        'src/server/main.ts',
        'src/server/worker.ts',
        'src/server/art-thread.ts',
        '--bundle',
        '--platform=node',
        '--format=esm',
        // The oldest Node engines allows, so the bundle never outruns the promise.
        `--target=node${enginesMinimum().split('.')[0]}`,
        ...serverExternals(),
        '--sourcemap',
        '--log-level=warning',
        '--outdir=dist/server',
      ],
    ],
  },
];

/** Builds the web app and the server when their sources changed since the last build. */
export async function ensureBuilt() {
  for (const build of BUILDS) {
    const wanted = fingerprint(build.inputs);
    if (readStamp(build.stamp) === wanted) continue;
    console.log(`Building the ${build.name}...`);
    const [command, args] = build.command;
    await mustRun(command, args, { env: { ...process.env, ...build.env } });
    mkdirSync(dirname(build.stamp), { recursive: true });
    writeFileSync(build.stamp, wanted);
  }
}
