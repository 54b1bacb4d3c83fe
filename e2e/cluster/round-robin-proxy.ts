import { randomInt } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedRequest {
  method: string;
  path: string;
  /** The index of the upstream that answered. */
  upstream: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request in the order it came, with the upstream it was sent to. */
  served: ServedRequest[];
  close(): Promise<void>;
}

/**
 * The balancer in front of the API processes: each request goes to the next upstream in turn,
 * so two consecutive requests of one shopper never meet the same process. It names the client's
 * address as a balancer does (X-Forwarded-For) and answers 502 when an upstream is down. The
 * address is one of its own (in the benchmarking range), so the shared rate-limit counters of
 * other tests on the same Redis, all from 127.0.0.1, are not this shopper's.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const served: ServedRequest[] = [];
  const clientAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    served.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '/', upstream });
    const target = new URL(incoming.url ?? '/', upstreams[upstream]);
    const forwarded = request(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': clientAddress,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`upstream ${upstream} failed: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  // Longer than any pause of the tests: fetch keeps an idle connection a second less than the
  // server says it will (Node's 5 s), and on a loaded machine its timer fired late and it sent
  // a POST on a connection the proxy had just closed (ECONNRESET, which failed CI once).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
