import type { Cents } from '../money';
import { canvasPrice } from './price-list';

/** `12″ x 16″ (Vertical)` -> 12 x 16; null when the size names no dimensions. */
export function canvasInches(size: string): { width: number; height: number } | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:″|"|''|in)?\s*[x×]\s*(\d+(?:\.\d+)?)/i.exec(size);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * A canvas priced by the size its title names, as partners write it. Null when the size cannot
 * be read, so such a variant is not offered at a guessed price.
 */
export function canvasPriceOf(size: string): Cents | null {
  const inches = canvasInches(size);
  return inches ? canvasPrice(inches) : null;
}
