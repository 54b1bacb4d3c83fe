import { Agent, request } from 'node:http';
import { type Failures, figures, type LatencyFigures, type LoadKind } from './mixed-load';

const NONE: Failures = { non2xx: 0, errors: 0, timeouts: 0 };

/**
 * An open loop: `rate` requests a second in all, sent at even intervals over at most as many
 * sockets as the kinds have connections, for `seconds`. Each latency counts from when its
 * request was due, so a store that falls behind shows it (autocannon's own rate limit sends a
 * second's requests in one burst at the start of the second, which measures the burst instead).
 */
export async function pacedLoad(
  base: string,
  kinds: LoadKind[],
  seconds: number,
  rate: number,
): Promise<Record<string, LatencyFigures>> {
  const connections = kinds.reduce((sum, kind) => sum + kind.connections, 0);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = new Map<string, number[]>(kinds.map((kind) => [kind.name, []]));
  const failures = new Map<string, Failures>(
    kinds.map((kind) => [kind.name, { non2xx: 0, errors: 0, timeouts: 0 }]),
  );
  const url = new URL(base);
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = pick(kinds, n, connections);
    const { path, headers } = kind.next();
    sent.push(
      send(agent, url, path, headers).then((status) => {
        latencies.get(kind.name)?.push(performance.now() - due);
        const failed = failures.get(kind.name);
        if (!failed) return;
        if (status === 'error') failed.errors += 1;
        else if (status === 'timeout') failed.timeouts += 1;
        else if (status < 200 || status > 299) failed.non2xx += 1;
      }),
    );
  }
  await Promise.all(sent);
  agent.destroy();
  const byKind = kinds.map(
    (kind) =>
      [
        kind.name,
        figures(latencies.get(kind.name) ?? [], seconds, failures.get(kind.name) ?? NONE),
      ] as const,
  );
  const all = kinds.flatMap((kind) => latencies.get(kind.name) ?? []);
  const summed = [...failures.values()].reduce<Failures>(
    (sum, f) => ({
      non2xx: sum.non2xx + f.non2xx,
      errors: sum.errors + f.errors,
      timeouts: sum.timeouts + f.timeouts,
    }),
    NONE,
  );
  return { all: figures(all, seconds, summed), ...Object.fromEntries(byKind) };
}

/** The kinds in proportion to their connections, interleaved evenly. */
function pick(kinds: LoadKind[], n: number, connections: number): LoadKind {
  let slot = (n * 7919) % connections;
  for (const kind of kinds) {
    if (slot < kind.connections) return kind;
    slot -= kind.connections;
  }
  return kinds[0] as LoadKind;
}

function send(
  agent: Agent,
  url: URL,
  path: string,
  headers: Record<string, string> = {},
): Promise<number | 'error' | 'timeout'> {
  return new Promise((resolve) => {
    const call = request(
      { agent, host: url.hostname, port: url.port, path, headers, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve('error'));
      },
    );
    call.on('timeout', () => {
      call.destroy();
      resolve('timeout');
    });
    call.on('error', () => resolve('error'));
    call.end();
  });
}
