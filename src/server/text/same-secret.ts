import { timingSafeEqual } from 'node:crypto';

/** Compares a secret the caller gave with the stored one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
