import type { Page } from '@playwright/test';

/**
 * Resolves once `holds(arg)` is true in the page, checked there at once and after every change
 * to its DOM. A state that lives a moment (a toast, a busy button, a progress view) is caught
 * however late a busy test runner comes back to look, and the page is not asked to draw while
 * nothing changes: checking every frame (`waitForFunction`'s default) kept Chromium drawing 60
 * frames a second through every wait (issue 39). `holds` runs in the page: it may read only
 * its argument and the page's globals.
 */
export async function seenInPage<Arg>(
  page: Page,
  holds: (arg: Arg) => boolean,
  arg: Arg,
  timeout: number,
): Promise<void> {
  // Evaluated as text, as the devtools console would: the store's Content-Security-Policy
  // refuses a function the page itself builds from text.
  const args = [holds.toString(), JSON.stringify(arg ?? null), String(timeout)].join(', ');
  await page.evaluate(`(${watch.toString()})(${args})`);
}

/** In the page: resolves when `holds(arg)` first holds, rejects after `timeout` ms. */
function watch<Arg>(holds: (arg: Arg) => boolean, arg: Arg, timeout: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!holds(arg)) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`not seen in the page within ${timeout} ms: ${holds}`));
    }, timeout);
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    check();
  });
}
