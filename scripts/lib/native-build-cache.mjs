import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { mustRun, npm } from './run.mjs';

/**
 * better-sqlite3 has no prebuilt binary this machine can download (only the npm registry is
 * reachable), so every fresh install compiled SQLite: 55 of the install's 85 seconds. Its
 * installer, prebuild-install, first looks in its own cache (`<npm cache>/_prebuilds`) for the
 * archive it would download. After an install compiles the binary, we pack it there under the
 * name and layout the installer would have downloaded, so the next install on this machine
 * unpacks it instead of compiling.
 */
const PACKAGE_DIR = resolve('node_modules', 'better-sqlite3');
const BINARY = 'build/Release/better_sqlite3.node';

/**
 * Builds the binary again when the one installed was built for another Node: npm install
 * leaves an installed package alone, and a binary loads only in the Node whose ABI it was
 * built for (a checkout installed on Node 20 and then run on the store's Node).
 */
export async function buildForThisNode() {
  if (!existsSync(join(PACKAGE_DIR, BINARY)) || loadsInThisNode()) return;
  console.log(`Building better-sqlite3 for Node ${process.version}...`);
  await mustRun(npm, ['rebuild', 'better-sqlite3', '--no-audit', '--no-fund']);
}

/** Keeps the binary this install made (compiled or unpacked) for the next install. */
export function keepNativeBuild() {
  // The archive is named for this Node's ABI: a binary of another would poison the cache.
  if (!existsSync(join(PACKAGE_DIR, BINARY)) || !loadsInThisNode()) return;
  const archive = installerCachePath();
  if (!archive || existsSync(archive)) return;
  mkdirSync(dirname(archive), { recursive: true });
  const packed = spawnSync('tar', ['-czf', archive, '-C', PACKAGE_DIR, BINARY]);
  if (packed.status !== 0) console.warn(`Could not keep better-sqlite3's binary: ${packed.stderr}`);
}

/**
 * Asked of a new process: once a path is loaded, the system's loader hands the same library
 * back for it, so this process would judge a rebuilt binary by the one it replaced.
 */
function loadsInThisNode() {
  const load = `process.dlopen({ exports: {} }, ${JSON.stringify(join(PACKAGE_DIR, BINARY))})`;
  return spawnSync(process.execPath, ['-e', load], { stdio: 'ignore' }).status === 0;
}

/** Where the installer looks for this package's archive, asked of the installer itself. */
function installerCachePath() {
  const require = createRequire(join(PACKAGE_DIR, 'package.json'));
  try {
    const util = require('prebuild-install/util');
    const options = require('prebuild-install/rc');
    const pkg = require('./package.json');
    return util.cachedPrebuild(util.getDownloadUrl({ ...options(pkg), pkg }));
  } catch {
    // A better-sqlite3 that no longer installs with prebuild-install: nothing to keep.
    return undefined;
  }
}
