import { createHash } from 'node:crypto';
import type { CheckOutcome, CheckRequest } from './check-queue';
import type { PhotoVerdict } from './inspect-photo';

type Inspect = (bytes: Buffer, request: CheckRequest) => Promise<CheckOutcome<PhotoVerdict>>;
type Ran = Extract<CheckOutcome<PhotoVerdict>, { ran: true }>;

export interface RememberedChecksOptions {
  /** Verdicts kept at most: each holds the normalised photo, up to about a megabyte. */
  entries: number;
  /** How long a verdict is kept: from choosing a photo to sending it. */
  ttlMs: number;
  clock: () => number;
}

/**
 * A photo checked when the shopper chose it (POST /api/photo-checks) is not checked again when
 * it is sent: the page sends the same bytes, so the verdict of the last few photos is kept a
 * short while by their hash. Only checks that ran are kept; a refused (busy) or abandoned one is
 * asked again, and checks of the same bytes at the same time each run, as before.
 */
export function rememberChecks(inspect: Inspect, options: RememberedChecksOptions): Inspect {
  const kept = new Map<string, { at: number; outcome: Ran }>();
  return async (bytes, request) => {
    const key = createHash('sha256').update(bytes).digest('base64url');
    const held = kept.get(key);
    if (held && options.clock() - held.at < options.ttlMs) return held.outcome;
    kept.delete(key);
    const outcome = await inspect(bytes, request);
    if (!outcome.ran) return outcome;
    kept.set(key, { at: options.clock(), outcome });
    for (const oldest of kept.keys()) {
      if (kept.size <= options.entries) break;
      kept.delete(oldest);
    }
    return outcome;
  };
}
