import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium-launch';

/** As the e2e 'mobile' project: a phone. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** With the browser tests' flags, in the full Chromium a shopper has rather than their shell. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
