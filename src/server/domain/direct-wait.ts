import { REQUEST_TIMEOUT_MS } from '../../shared/constants';

/**
 * Room kept between the direct answer and the browser's upload timeout (SPEC §7: 30 s for the
 * whole request), for the answer's own trip and for a clock that started a little earlier.
 */
export const DIRECT_ANSWER_MARGIN_MS = 5_000;

/**
 * How long an upload with `process_directly` may still wait for its job, once its photo has
 * been received and queued `elapsedMs` after the request arrived. The browser's upload timeout
 * counts the bytes and the wait together: a photo that crawled up a slow phone connection gets
 * less wait, so it is answered `queued` (and polled) instead of timing out with its job made.
 */
export function directWaitMs(configuredMs: number, elapsedMs: number): number {
  const left = REQUEST_TIMEOUT_MS.upload - DIRECT_ANSWER_MARGIN_MS - elapsedMs;
  return Math.max(0, Math.min(configuredMs, Math.floor(left)));
}
