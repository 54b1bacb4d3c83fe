import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeServer } from './close-server';

describe('closeServer', () => {
  it('closes within its drain time while a client holds half a request', async () => {
    const app = Fastify({ requestTimeout: 60_000 });
    app.post('/api/uploads', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    const closedBy = new Promise((resolve) => socket.once('close', resolve));
    // The headers promise 1,000 bytes; 3 come, then nothing.
    socket.write(
      'POST /api/uploads HTTP/1.1\r\nHost: shop\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nabc',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = performance.now();
    await closeServer(app, 500);
    expect(performance.now() - started).toBeLessThan(5_000);
    await closedBy;
  });

  it('lets a request in flight finish, then closes its kept-alive connection', async () => {
    const app = Fastify();
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await closeServer(app, 10_000);
    expect(await answer).toEqual({ done: true });
    // Closed when the answer went, not cut off at the end of the drain.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
