import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port';
import { startTestApp, type TestApp } from '../testing/test-app';

/** How long the test waits for the server to give up before it says the server never did. */
const PATIENCE_MS = 15_000;

describe('a request that trickles in', () => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await startTestApp({ REQUEST_TIMEOUT_MS: '2000' });
    port = await freePort();
    await test.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(() => test.close());

  /** Sends `head`, then one byte of body a second, until the server closes the socket. */
  const trickle = (head: string) =>
    new Promise<{ closed: boolean; answer: string }>((resolve) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      let drip: NodeJS.Timeout | undefined;
      const finish = (closed: boolean) => {
        clearInterval(drip);
        clearTimeout(patience);
        socket.destroy();
        resolve({ closed, answer });
      };
      const patience = setTimeout(() => finish(false), PATIENCE_MS);
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('close', () => finish(true));
      socket.on('error', () => finish(true));
      socket.on('connect', () => {
        socket.write(head);
        drip = setInterval(() => socket.write('x'), 1000);
      });
    });

  it(
    'is cut off once the request timeout has passed',
    async () => {
      const { closed, answer } = await trickle(
        'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
      );
      expect(closed).toBe(true);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    },
    PATIENCE_MS + 5000,
  );
});
