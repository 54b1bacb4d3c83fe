import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * better-sqlite3 has no prebuilt binary this machine can download (only the npm registry is
 * reachable), so every fresh install compiled SQLite: 55 of the install's 85 seconds. Its
 * installer, prebuild-install, takes a binary from a folder named by
 * `npm_config_better_sqlite3_local_prebuilds` when one there matches the package version, Node's
 * ABI, platform and architecture. After an install compiles it, we pack the binary there in the
 * installer's own layout, so the next install on this machine unpacks it instead.
 */
const PACKAGE = 'better-sqlite3';
const FOLDER = join(homedir(), '.cache', 'masterpiece-me', 'prebuilds');
const BINARY = 'build/Release/better_sqlite3.node';

/** The environment an install runs in: the installer looks in our folder first. */
export function withNativeBuildCache(env) {
  return { ...env, npm_config_better_sqlite3_local_prebuilds: FOLDER };
}

/** Keeps the binary this install made (compiled or unpacked) for the next install. */
export function keepNativeBuild() {
  const packageDir = join('node_modules', PACKAGE);
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest) || !existsSync(join(packageDir, BINARY))) return;
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  const { platform, arch } = process;
  const name = `${PACKAGE}-v${version}-node-v${process.versions.modules}-${platform}-${arch}.tar.gz`;
  if (existsSync(join(FOLDER, name))) return;
  mkdirSync(FOLDER, { recursive: true });
  const packed = spawnSync('tar', ['-czf', join(FOLDER, name), '-C', packageDir, BINARY]);
  if (packed.status !== 0) console.warn(`Could not keep ${PACKAGE}'s binary: ${packed.stderr}`);
}
