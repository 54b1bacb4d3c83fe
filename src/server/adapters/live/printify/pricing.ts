import { canvasPrice as priceOfCanvas } from '../../../../shared/catalogue/price-list';
import type { Cents } from '../../../../shared/money';

/*
 * Printify takes the retail price we send with each variant; the store's price list
 * (shared/catalogue/price-list.ts) says what it is. Here Printify's variant titles are read.
 */

/** `12″ x 16″ (Vertical)` -> 12 x 16; null when the size names no dimensions. */
export function canvasInches(size: string): { width: number; height: number } | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:″|"|''|in)?\s*[x×]\s*(\d+(?:\.\d+)?)/i.exec(size);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Null when the size cannot be read, so such a variant is not offered at a guessed price. */
export function canvasPrice(size: string): Cents | null {
  const inches = canvasInches(size);
  return inches ? priceOfCanvas(inches) : null;
}
