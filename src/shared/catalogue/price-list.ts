import type { Cents } from '../money';

/*
 * The store's price list, in cents: what the products page, the cart and checkout show and
 * what both print partners are given as the retail price. The partners say what they make;
 * the store says what it costs, here and nowhere else.
 */

export const TEE_PRICE: Cents = 2999;
/** 2XL and up take more cloth. */
export const TEE_LARGE_PRICE: Cents = 3299;
export const MUG_PRICE: Cents = 1999;

const LARGE_TEE_SIZE = /^(?:[2-9]XL|XXL|XXXL)$/i;

/** A tee of `size` (S, M, ..., 2XL). */
export function teePrice(size: string): Cents {
  return LARGE_TEE_SIZE.test(size.trim()) ? TEE_LARGE_PRICE : TEE_PRICE;
}

/** Canvas prices by printed area in square inches, smallest first. */
const CANVAS_TIERS: readonly { maxArea: number; price: Cents }[] = [
  { maxArea: 80, price: 5999 }, // up to 8x10
  { maxArea: 192, price: 7999 }, // up to 12x16
  { maxArea: 320, price: 9499 }, // up to 16x20
  { maxArea: 432, price: 10999 }, // up to 18x24
  { maxArea: 864, price: 14999 }, // up to 24x36
  { maxArea: Number.POSITIVE_INFINITY, price: 17999 },
];

/** A canvas of `width` x `height` inches. */
export function canvasPrice({ width, height }: { width: number; height: number }): Cents {
  const area = width * height;
  return CANVAS_TIERS.find((tier) => area <= tier.maxArea)?.price ?? 0;
}
