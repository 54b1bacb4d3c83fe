import type { FastifyReply } from 'fastify';

/**
 * A signal that fires when the client's connection closes before its answer is sent: what it
 * asked for is no longer awaited by anyone.
 */
export function clientHangUp(reply: FastifyReply): AbortSignal {
  const hangUp = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) hangUp.abort();
  });
  return hangUp.signal;
}
