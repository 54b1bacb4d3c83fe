import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.mjs';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, never a browser download of Playwright's own: the benches' browser. */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: ARGS };

/** Debian's headless shell of it: the browser tests' (scripts/lib/chromium.mjs says why). */
export const HEADLESS_SHELL_LAUNCH = { executablePath: HEADLESS_SHELL_PATH, args: ARGS };
