import type { StyleId } from '../../../shared/styles';

/** One ordered line's order and the job whose artwork it prints (null for none). */
export interface OrderedJob {
  orderId: string;
  jobId: string | null;
}

/**
 * How many orders had at least one line painted in each style: an order of a mug and a canvas
 * of the same artwork counts once for its style.
 */
export function ordersPerStyle(
  lines: readonly OrderedJob[],
  styleOfJob: ReadonlyMap<string, StyleId>,
): Map<StyleId, number> {
  const orders = new Map<StyleId, Set<string>>();
  for (const line of lines) {
    const style = line.jobId === null ? undefined : styleOfJob.get(line.jobId);
    if (!style) continue;
    const seen = orders.get(style) ?? new Set<string>();
    seen.add(line.orderId);
    orders.set(style, seen);
  }
  return new Map([...orders].map(([style, seen]) => [style, seen.size]));
}
