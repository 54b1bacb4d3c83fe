/**
 * Where a local print order is, in Printify's words, by how long ago it was submitted. The
 * timeline is compressed so a developer can watch an order go through every state in one
 * sitting:
 *
 *   0 – 2 min    `pending`        Printify has the order and is checking it
 *   2 – 30 min   `in-production`  the provider is printing it
 *   30 min on    `fulfilled`      it has left the provider
 */
const PENDING_FOR_MS = 2 * 60 * 1000;
const IN_PRODUCTION_UNTIL_MS = 30 * 60 * 1000;

export function localOrderStatus(ageMs: number): string {
  if (ageMs < PENDING_FOR_MS) return 'pending';
  if (ageMs < IN_PRODUCTION_UNTIL_MS) return 'in-production';
  return 'fulfilled';
}

/** Printify's word for an order the store cancelled. */
export const CANCELED = 'canceled';

/** Before the provider starts printing, the store may still cancel the order. */
export const isCancellable = (status: string) => status === 'pending';
