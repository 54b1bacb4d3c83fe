import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHangUp } from './client-hang-up';

let app: FastifyInstance;
afterEach(() => app.close());

/** A server whose one route waits for `release`, telling the test whether its client hung up. */
async function serve() {
  app = Fastify();
  const seen: { signal?: AbortSignal } = {};
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/', async (_request, reply) => {
    seen.signal = clientHangUp(reply);
    arrived();
    await Promise.race([
      released,
      new Promise((resolve) => seen.signal?.addEventListener('abort', resolve)),
    ]);
    return { ok: true };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: Number(new URL(address).port), seen, release, arrival };
}

describe('a client hanging up', () => {
  it('is told to the route still working on its request', async () => {
    const { port, seen, arrival } = await serve();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    await arrival;
    socket.destroy();
    await new Promise((resolve) => seen.signal?.addEventListener('abort', resolve));
    expect(seen.signal?.aborted).toBe(true);
  });

  it('is not said of a client that waited for its answer', async () => {
    const { port, seen, release, arrival } = await serve();
    const answer = fetch(`http://127.0.0.1:${port}/`);
    await arrival;
    release();
    expect((await answer).status).toBe(200);
    expect(seen.signal?.aborted).toBe(false);
  });
});
