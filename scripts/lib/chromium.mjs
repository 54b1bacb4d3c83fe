import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/** Debian's Chromium: Lighthouse (bench:pages) measures the browser shoppers have. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium, for the browser tests: the same Blink and V8
 * without the full browser around them. The whole browser run took 756 s in Chromium and 645 s
 * in the shell on two cores, where it is bound by the CPU (issue 39).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

const PACKAGES = { chromium: CHROMIUM_PATH, 'chromium-headless-shell': HEADLESS_SHELL_PATH };

/**
 * Tests and benches drive Debian's Chromium, never a browser download of Playwright's own. When
 * the package is missing and we are root, install it; otherwise say what to install.
 */
export async function ensureChromium(name = 'chromium') {
  const path = PACKAGES[name];
  if (existsSync(path)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${name} is missing at ${path}. Install the Debian package '${name}' (apt-get install ${name}) and run the tests again.`,
    );
    return false;
  }
  console.log(`Installing Debian's ${name} package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', '-qq', name], { env })) !== 0) return false;
  return existsSync(path);
}
