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

/**
 * Called by the layout when it first commits. `firstPaint` settles a frame after the one that
 * draws the page: a frame reaches the screen some time after its animation-frame callbacks run.
 */
export function pageCommitted(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPainted)));
}

/** Whether the first page is on screen yet; the component renders again once it is. */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (!done) void firstPaint.then(() => setDone(true));
  }, [done]);
  return done;
}
