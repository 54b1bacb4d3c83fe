import { randomInt } from 'node:crypto';

/**
 * Order numbers shoppers read out on the phone: no 0/O, 1/I/L or U, so nothing is misheard
 * or misread (Crockford's base 32). Six characters give about a billion numbers; the orders
 * table's unique constraint catches the rare collision and the caller draws again.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;
export const DISPLAY_ID_PREFIX = 'MM-';

/** Draws a number from `randomIndex(n)` (0 ≤ i < n); crypto-random by default. */
export function generateDisplayId(randomIndex: (n: number) => number = randomInt): string {
  let id = '';
  for (let i = 0; i < LENGTH; i += 1) id += ALPHABET[randomIndex(ALPHABET.length)];
  return `${DISPLAY_ID_PREFIX}${id}`;
}

export const DISPLAY_ID_PATTERN = new RegExp(`^${DISPLAY_ID_PREFIX}[${ALPHABET}]{${LENGTH}}$`);
