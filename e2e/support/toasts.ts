import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * Notes the text of every toast that comes on screen, from the next page load on: a toast
 * lasts a few seconds, so counting those on screen at one moment would miss or repeat some.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    window.__toastsShown = shown;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    /** How many toasts containing `text` have appeared since the page last loaded. */
    count: (text: string) =>
      page.evaluate(
        (wanted) => (window.__toastsShown ?? []).filter((shown) => shown.includes(wanted)).length,
        text,
      ),
  };
}

/** Counts the requests whose URL contains `part`, from now on. */
export function countRequests(page: Page, part: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return {
    count: () => count,
    reset: () => {
      count = 0;
    },
  };
}
