import type { Page } from '@playwright/test';

/**
 * Times, in the page, from the click on 'Create My Art' to the first moment 'Your art is
 * ready!' is on screen, so the test's (or the benchmark's) own polling of the page adds nothing.
 */
export async function startReadyClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const clock = { clickedAt: 0, readyAt: 0 };
    Object.assign(window, { readyClock: clock });
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button?.textContent?.includes('Create My Art')) clock.clickedAt = performance.now();
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (clock.clickedAt && document.body.textContent?.includes('Your art is ready!')) {
        clock.readyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Milliseconds from the click to the art on screen, once both have happened. */
export const readyAfterMs = (page: Page) =>
  page.evaluate(() => {
    const { clickedAt, readyAt } = (window as unknown as { readyClock: Record<string, number> })
      .readyClock;
    return Math.round((readyAt ?? 0) - (clickedAt ?? 0));
  });
