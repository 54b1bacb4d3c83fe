// The store runs on the Node that `.node-version` names; package.json's engines gives the oldest
// it allows. `npm start` and `npm test` promise that a fresh clone needs only Node, so on an
// older Node they fetch the named one once from the npm registry (`node-<platform>-<arch>`: the
// official build with its headers, which better-sqlite3 compiles against) and run again on it.
// Plain Node with no dependencies, because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { npm } from './run.mjs';

/** Set on the process started on the fetched Node, so a wrong `.node-version` cannot loop. */
const FETCHED_FLAG = 'MPM_ON_FETCHED_NODE';

/** The oldest Node package.json's engines allows, from its `>=x.y.z` form. */
export function enginesMinimum(manifest = JSON.parse(readFileSync('package.json', 'utf8'))) {
  const match = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(manifest.engines?.node ?? '');
  if (!match) throw new Error('package.json engines.node must read ">=x.y.z"');
  return match[1];
}

/** Whether `version` is `minimum` or newer, comparing major, minor and patch as numbers. */
export function isAtLeast(version, minimum) {
  const have = version.split('.').map(Number);
  const need = minimum.split('.').map(Number);
  for (let i = 0; i < need.length; i += 1) {
    if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  }
  return true;
}

/** The Node release `.node-version` names, e.g. `22.23.5`. */
export function pinnedNode() {
  return readFileSync('.node-version', 'utf8').trim().replace(/^v/, '');
}

/**
 * Returns when this process runs on a Node engines allows. Otherwise runs this script again on
 * the pinned Node, passes every signal on, and leaves with its exit code (never returns).
 */
export async function onWantedNode() {
  if (isAtLeast(process.versions.node, enginesMinimum())) return;
  const version = pinnedNode();
  if (process.env[FETCHED_FLAG]) {
    throw new Error(`.node-version names Node ${version}, older than engines allows`);
  }
  console.log(`The store runs on Node ${enginesMinimum()} or newer; this is ${process.version}.`);
  const nodeHome = fetchOrExplain(version);
  const child = spawn(join(nodeHome, 'bin', 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      [FETCHED_FLAG]: '1',
      // npm, node-gyp and every child find this Node first, and compile against its headers.
      PATH: `${join(nodeHome, 'bin')}${delimiter}${process.env.PATH ?? ''}`,
      npm_config_nodedir: nodeHome,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  await new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}

function fetchOrExplain(version) {
  try {
    return fetchNode(version);
  } catch (error) {
    console.error(
      `${error.message}\nInstall Node ${version} (https://nodejs.org) and run this again.`,
    );
    process.exit(1);
  }
}

/** Node `version` unpacked under the user's cache (fetched the first time): its folder. */
function fetchNode(version) {
  if (process.platform !== 'linux' && process.platform !== 'darwin') {
    throw new Error(`No Node build to fetch for ${process.platform}`);
  }
  const name = `node-${process.platform}-${process.arch}`;
  const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const nodeHome = join(cacheHome, 'masterpiece-me', `${name}-${version}`);
  if (existsSync(join(nodeHome, 'bin', 'node'))) return nodeHome;

  console.log(`Fetching Node ${version} (${name}) from the npm registry, once...`);
  const download = mkdtempSync(join(tmpdir(), 'mpm-node-'));
  const partial = `${nodeHome}.partial-${process.pid}`;
  try {
    mustSucceed(npm, ['pack', `${name}@${version}`, '--pack-destination', download, '--silent']);
    const archive = readdirSync(download).find((file) => file.endsWith('.tgz'));
    if (!archive) throw new Error(`npm pack ${name}@${version} left no archive`);
    mkdirSync(partial, { recursive: true });
    mustSucceed('tar', ['-xzf', join(download, archive), '-C', partial, '--strip-components=1']);
    // In one step, so a run stopped half-way never leaves a Node that looks whole.
    renameSync(partial, nodeHome);
  } catch (error) {
    // Another run of this script may have unpacked the same Node a moment earlier.
    if (!existsSync(join(nodeHome, 'bin', 'node'))) throw error;
  } finally {
    rmSync(download, { recursive: true, force: true });
    rmSync(partial, { recursive: true, force: true });
  }
  return nodeHome;
}

function mustSucceed(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}
