export const CHROMIUM_PATH: string;
/** Installs Debian's chromium when it is missing and we are root; false when it cannot be had. */
export function ensureChromium(): Promise<boolean>;
