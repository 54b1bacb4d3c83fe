import { type MediaStore, MediaStoreUnavailableError } from '../ports/media-store';

export interface Patience {
  /** How long one call keeps trying before the outage is the caller's to handle. */
  budgetMs: number;
  firstDelayMs: number;
  /** Waits double from `firstDelayMs` up to this. */
  maxDelayMs: number;
  /** Hears of each refusal that will be tried again. */
  onRetry?: (error: MediaStoreUnavailableError, delayMs: number) => void;
}

/**
 * Background work's patience, for a job holding its lease: 30 s of S3 refusing or a blink of
 * the network is waited out rather than failing the job's attempt (and, three outages later,
 * the shopper's job). Requests keep the plain store and answer at once.
 */
export const BACKGROUND_MEDIA_PATIENCE: Patience = {
  budgetMs: 60_000,
  firstDelayMs: 250,
  maxDelayMs: 4_000,
};

/**
 * The media store, with each call that finds the backend unavailable tried again until it
 * answers or the patience runs out. Every call is safe to repeat: keys never change content.
 */
export function patientMediaStore(media: MediaStore, patience: Patience): MediaStore {
  async function persist<T>(call: () => Promise<T>): Promise<T> {
    const giveUpAt = Date.now() + patience.budgetMs;
    let delayMs = patience.firstDelayMs;
    for (;;) {
      try {
        return await call();
      } catch (error) {
        const late = Date.now() + delayMs > giveUpAt;
        if (!(error instanceof MediaStoreUnavailableError) || late) throw error;
        patience.onRetry?.(error, delayMs);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        delayMs = Math.min(delayMs * 2, patience.maxDelayMs);
      }
    }
  }
  return {
    put: (key, body, contentType) => persist(() => media.put(key, body, contentType)),
    get: (key) => persist(() => media.get(key)),
    has: (key) => persist(() => media.has(key)),
    delete: (key) => persist(() => media.delete(key)),
    url: (key) => media.url(key),
    ready: () => media.ready(),
    close: () => media.close(),
  };
}
