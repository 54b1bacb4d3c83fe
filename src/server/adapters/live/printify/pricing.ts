import type { Cents } from '../../../../shared/money';

/**
 * What the shop charges for each Printify variant. Printify takes the retail price we send, so
 * this table is the price shoppers see; it matches the local print partner's catalogue.
 */
export const TSHIRT_PRICE: Cents = 2999;
export const TSHIRT_LARGE_PRICE: Cents = 3299;
export const MUG_PRICE: Cents = 1999;

const LARGE_TSHIRT_SIZE = /^(?:[2-9]XL|XXL|XXXL)$/i;

export function tshirtPrice(size: string): Cents {
  return LARGE_TSHIRT_SIZE.test(size.trim()) ? TSHIRT_LARGE_PRICE : TSHIRT_PRICE;
}

/** Canvas price tiers by printed area in square inches, smallest first. */
const CANVAS_TIERS: readonly { maxArea: number; price: Cents }[] = [
  { maxArea: 80, price: 5999 }, // up to 8x10
  { maxArea: 192, price: 7999 }, // up to 12x16
  { maxArea: 320, price: 9499 }, // up to 16x20
  { maxArea: 432, price: 10999 }, // up to 18x24
  { maxArea: 864, price: 14999 }, // up to 24x36
  { maxArea: Number.POSITIVE_INFINITY, price: 17999 },
];

/** `12″ x 16″ (Vertical)` -> 12 x 16; null when the size names no dimensions. */
export function canvasInches(size: string): { width: number; height: number } | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:″|"|''|in)?\s*[x×]\s*(\d+(?:\.\d+)?)/i.exec(size);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Null when the size cannot be read, so such a variant is not offered at a guessed price. */
export function canvasPrice(size: string): Cents | null {
  const inches = canvasInches(size);
  if (!inches) return null;
  const area = inches.width * inches.height;
  return CANVAS_TIERS.find((tier) => area <= tier.maxArea)?.price ?? null;
}
