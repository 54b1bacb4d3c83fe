let markPainted: () => void = () => undefined;

/**
 * Settles once the first page is on screen. Work the first screen does not need, such as asking
 * who is signed in, waits for it, so a phone spends its first second on the page.
 */
export const firstPaint = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Called by the layout when it first commits: `firstPaint` settles after that frame. */
export function pageCommitted(): void {
  requestAnimationFrame(() => setTimeout(markPainted));
}
