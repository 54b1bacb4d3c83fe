import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests drive Debian's Chromium, never a browser download of Playwright's own. When it
 * is missing and we are root, install the package; otherwise say what to install.
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install the Debian package 'chromium' (apt-get install chromium) and run the tests again.`,
    );
    return false;
  }
  console.log("Installing Debian's chromium package for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  if ((await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0) return false;
  return existsSync(CHROMIUM_PATH);
}
