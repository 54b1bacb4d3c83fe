import { useEffect, useState } from 'react';

let painted = false;
let markPainted: () => void = () => undefined;

/**
 * Settles once the first page is on screen. Work the first screen does not need, such as asking
 * who is signed in, waits for it, so a phone spends its first second on the page.
 */
export const firstPaint = new Promise<void>((resolve) => {
  markPainted = () => {
    painted = true;
    resolve();
  };
});

// A page opened in a background tab paints only when shown; its work should not wait that long.
const LONGEST_WAIT_MS = 3000;

/**
 * Called by the layout when it first commits. `firstPaint` settles just after the browser's own
 * first contentful paint where it reports one, else a frame after the one that draws the page
 * (a frame reaches the screen some time after its animation-frame callbacks run).
 */
export function pageCommitted(): void {
  const settle = () => setTimeout(markPainted);
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => requestAnimationFrame(settle));
    return;
  }
  const fallback = setTimeout(settle, LONGEST_WAIT_MS);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    clearTimeout(fallback);
    settle();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Whether the first page is on screen yet; the component renders again once it is. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (!done) void firstPaint.then(() => setDone(true));
  }, [done]);
  return done;
}
