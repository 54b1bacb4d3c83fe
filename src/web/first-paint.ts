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
// A page no larger than index.html's frame makes no larger paint to wait for: this is its wait.
const LARGER_PAINT_WAIT_MS = 800;

type PaintSignal = { type: 'paint' | 'largest-contentful-paint'; waitMs: number };

/** Which of the browser's paint reports will say that the page is on screen, if one can. */
function paintSignal(): PaintSignal | null {
  const types =
    typeof PerformanceObserver === 'undefined'
      ? []
      : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!types.includes('paint')) return null;
  if (performance.getEntriesByName('first-contentful-paint').length === 0) {
    return { type: 'paint', waitMs: LONGEST_WAIT_MS };
  }
  // index.html's frame (page-frame.ts) was the first contentful paint: the page is the next
  // largest one.
  return types.includes('largest-contentful-paint')
    ? { type: 'largest-contentful-paint', waitMs: LARGER_PAINT_WAIT_MS }
    : null;
}

/**
 * Called by the layout when it first commits. `firstPaint` settles just after the browser
 * reports the page painted, else a frame after the one that draws it (a frame reaches the
 * screen some time after its animation-frame callbacks run).
 */
export function pageCommitted(): void {
  const settle = () => setTimeout(markPainted);
  const signal = paintSignal();
  if (!signal) {
    requestAnimationFrame(() => requestAnimationFrame(settle));
    return;
  }
  const fallback = setTimeout(settle, signal.waitMs);
  const observer = new PerformanceObserver((entries) => {
    if (
      signal.type === 'paint' &&
      entries.getEntriesByName('first-contentful-paint').length === 0
    ) {
      return;
    }
    observer.disconnect();
    clearTimeout(fallback);
    settle();
  });
  observer.observe({ type: signal.type, buffered: signal.type === 'paint' });
}

/** Whether the first page is on screen yet; the component renders again once it is. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (!done) void firstPaint.then(() => setDone(true));
  }, [done]);
  return done;
}
