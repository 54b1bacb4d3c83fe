import type { FastifyInstance } from 'fastify';

/**
 * How long a shutdown lets requests in flight finish: longer than an upload waits for its art
 * (PROCESS_DIRECTLY_WAIT_MS), far shorter than the request timeout, which a client that sent
 * half a request and stalled would otherwise hold the process for.
 */
export const SHUTDOWN_DRAIN_MS = 10_000;

/** When a shutdown that has not finished gives up and exits with an error. */
export const SHUTDOWN_DEADLINE_MS = 30_000;

/** How often a draining server closes the kept-alive connections whose requests have ended. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and waits for the requests in flight, closing each kept-alive
 * connection once its request is answered (Node closes only those idle at the start). After
 * `drainMs` it closes what is still open, finished or not, so the process can close its pools
 * and exit cleanly.
 */
export async function closeServer(app: FastifyInstance, drainMs = SHUTDOWN_DRAIN_MS) {
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cutOff = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearInterval(idleSweep);
    clearTimeout(cutOff);
  }
}
