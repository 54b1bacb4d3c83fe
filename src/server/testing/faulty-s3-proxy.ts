import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does to the requests passing through it. */
export type S3Fault =
  | { kind: 'none' }
  /** Every answer comes this late. */
  | { kind: 'slow'; delayMs: number }
  /** PUT, POST and DELETE are answered with this status and S3's error body; reads pass. */
  | { kind: 'refuse-writes'; status: 403 | 500 };

export interface FaultyS3Proxy {
  endpoint: string;
  fault: S3Fault;
  /** The client connections open now, kept-alive idle ones included. */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

const WRITES = new Set(['PUT', 'POST', 'DELETE']);
const S3_ERRORS = { 403: 'AccessDenied', 500: 'InternalError' } as const;

/** A proxy in front of an S3 server that misbehaves as `fault` says, as a failing S3 would. */
export async function startFaultyS3Proxy(target: string): Promise<FaultyS3Proxy> {
  const targetUrl = new URL(target);
  const timers = new Set<NodeJS.Timeout>();
  const proxy: FaultyS3Proxy = { endpoint: '', fault: { kind: 'none' }, openConnections, close };

  const server = createServer((incoming, answer) => {
    const fault = proxy.fault;
    if (fault.kind === 'refuse-writes' && WRITES.has(incoming.method ?? '')) {
      incoming.resume();
      const code = S3_ERRORS[fault.status];
      answer.writeHead(fault.status, { 'content-type': 'application/xml' });
      answer.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      );
      return;
    }
    const pass = () => {
      const upstream = forward(
        {
          host: targetUrl.hostname,
          port: targetUrl.port,
          method: incoming.method,
          path: incoming.url,
          // Unchanged, Host included: the client signed them.
          headers: incoming.headers,
        },
        (reply) => {
          answer.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(answer);
        },
      );
      upstream.on('error', () => answer.destroy());
      incoming.pipe(upstream);
    };
    if (fault.kind !== 'slow') return pass();
    const timer = setTimeout(() => {
      timers.delete(timer);
      pass();
    }, fault.delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function openConnections() {
    return new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  }

  async function close() {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return proxy;
}
