import { type AddressInfo, connect, createServer, type Socket } from 'node:net';

/** A TCP line to a server (Postgres, Redis) that a test can break as an outage would. */
export interface TcpLine {
  /** `original` (a postgres:// or redis:// URL) with its host and port this line's. */
  url(original: string): string;
  /**
   * Silence, as a hung server or a network dropping packets: nothing passes either way and
   * nothing is closed; what was sent meanwhile is delivered, in order, when `restore` is called.
   */
  freeze(): void;
  /** Down, as a server stopped or restarting: open connections end, new ones are refused. */
  cut(): void;
  /** Back to passing everything through. */
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpLine(target: { host: string; port: number }): Promise<TcpLine> {
  let state: 'open' | 'frozen' | 'cut' = 'open';
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const pipe = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (state === 'frozen') held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('close', () => to.destroy());
  };
  const server = createServer((client) => {
    keep(client);
    if (state === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    keep(upstream);
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url(original) {
      const through = new URL(original);
      through.host = `127.0.0.1:${port}`;
      return through.toString();
    },
    freeze() {
      state = 'frozen';
    },
    cut() {
      state = 'cut';
      held.length = 0;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      state = 'open';
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The host and port a service URL names, with the scheme's usual port when it names none. */
export function serviceAddress(url: string, defaultPort: number) {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
}
