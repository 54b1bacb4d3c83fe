export const CHROMIUM_PATH: string;
export const HEADLESS_SHELL_PATH: string;
/**
 * Installs the Debian package `name` (chromium by default) when it is missing and we are root;
 * false when it cannot be had.
 */
export function ensureChromium(name?: 'chromium' | 'chromium-headless-shell'): Promise<boolean>;
