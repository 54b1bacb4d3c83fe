import type { Page, TestInfo } from '@playwright/test';

/**
 * Collects what would tell a person the page is broken: script errors and console errors
 * (a Content-Security-Policy refusal shows up as one). `allowed` lists expected messages.
 */
export function watchPageErrors(page: Page, allowed: RegExp[] = []) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
  });
  return {
    problems: () => problems,
    /** Expect this message in the current test too. */
    allow: (pattern: RegExp) => allowed.push(pattern),
  };
}

/** Resolves once smooth scrolling has stopped: the position holds still for a few frames. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Saves e2e/screenshots/<name>-<project>.png for a person to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await scrollSettled(page);
  await page.screenshot({ path: `e2e/screenshots/${name}-${testInfo.project.name}.png` });
}

export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}
