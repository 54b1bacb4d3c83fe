import autocannon from 'autocannon';

/** One kind of request in the mix: how many connections send it, and the next one to send. */
export interface LoadKind {
  name: string;
  connections: number;
  next(): { path: string; headers?: Record<string, string> };
}

export interface LatencyFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Percentiles of every latency, and the failures counted beside them. */
export function figures(latencies: number[], seconds: number, failures: Failures): LatencyFigures {
  const sorted = Float64Array.from(latencies).sort();
  const rank = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50Ms: rank(0.5),
    p90Ms: rank(0.9),
    p99Ms: rank(0.99),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    ...failures,
  };
}

export type Failures = Pick<LatencyFigures, 'non2xx' | 'errors' | 'timeouts'>;

/**
 * Every kind at once against `base` for `seconds`, one autocannon per kind, so each kind keeps
 * its own connections busy as the others load the store. Latencies are collected per response
 * (2xx or not), so the figures of all kinds together are true percentiles, not averages.
 */
export async function mixedLoad(
  base: string,
  kinds: LoadKind[],
  seconds: number,
): Promise<Record<string, LatencyFigures>> {
  const all: number[] = [];
  const runs = kinds.map(async (kind) => {
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: kind.connections,
          duration: seconds,
          timeout: 10,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                const { path, headers } = kind.next();
                return { ...request, path, headers: { ...request.headers, ...headers } };
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => {
        latencies.push(responseTime);
        all.push(responseTime);
      });
    });
    const failures = { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
    return [kind.name, figures(latencies, seconds, failures)] as const;
  });
  const byKind = await Promise.all(runs);
  const failures = byKind.reduce(
    (sum, [, f]) => ({
      non2xx: sum.non2xx + f.non2xx,
      errors: sum.errors + f.errors,
      timeouts: sum.timeouts + f.timeouts,
    }),
    { non2xx: 0, errors: 0, timeouts: 0 },
  );
  return { all: figures(all, seconds, failures), ...Object.fromEntries(byKind) };
}

/** Cycles through `items` for ever. */
export function roundRobin<T>(items: T[]): () => T {
  let at = 0;
  return () => {
    const item = items[at % items.length];
    at += 1;
    if (item === undefined) throw new Error('nothing to cycle through');
    return item;
  };
}
