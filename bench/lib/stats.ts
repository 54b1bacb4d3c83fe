export interface Summary {
  runs: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

/** Median, 95th and 99th percentiles (nearest rank) and maximum of a set of timings. */
export function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    runs: sorted.length,
    median: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: sorted.at(-1) ?? 0,
  };
}
