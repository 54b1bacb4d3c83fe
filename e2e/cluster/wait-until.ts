export interface WaitOptions {
  timeoutMs: number;
  everyMs?: number;
  /** A reason to stop waiting at once (the awaited process died), or undefined. */
  giveUp?: () => string | undefined;
}

/**
 * Asks `read` every `everyMs` until it gives a value, or throws after `timeoutMs` naming what
 * was awaited: every wait of the cluster test is bounded.
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T | undefined | null | false>,
  { timeoutMs, everyMs = 100, giveUp }: WaitOptions,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const reason = giveUp?.();
    if (reason) throw new Error(`gave up waiting for ${what}: ${reason}`);
    try {
      const value = await read();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > until) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`waited ${timeoutMs} ms in vain for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
