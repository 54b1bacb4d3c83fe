import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

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

/** Keeps the binary this install made (compiled or unpacked) for the next install. */
export function keepNativeBuild() {
  if (!existsSync(join(PACKAGE_DIR, BINARY))) return;
  const archive = installerCachePath();
  if (!archive || existsSync(archive)) return;
  mkdirSync(dirname(archive), { recursive: true });
  const packed = spawnSync('tar', ['-czf', archive, '-C', PACKAGE_DIR, BINARY]);
  if (packed.status !== 0) console.warn(`Could not keep better-sqlite3's binary: ${packed.stderr}`);
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
