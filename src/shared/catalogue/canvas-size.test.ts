import { describe, expect, it } from 'vitest';
import { canvasInches, canvasPriceOf } from './canvas-size';
import { canvasPrice } from './price-list';

describe('canvas sizes as partners write them', () => {
  it('are priced from the store’s price list by the size they name', () => {
    expect(canvasPriceOf('8″ x 10″ (Vertical)')).toBe(canvasPrice({ width: 8, height: 10 }));
    expect(canvasPriceOf('12" x 16"')).toBe(canvasPrice({ width: 12, height: 16 }));
    expect(canvasPriceOf('18x24')).toBe(canvasPrice({ width: 18, height: 24 }));
    expect(canvasPriceOf('24″ × 36″')).toBe(canvasPrice({ width: 24, height: 36 }));
  });

  it('refuse a guessed price for a size without dimensions', () => {
    expect(canvasPriceOf('One size')).toBeNull();
    expect(canvasInches('One size')).toBeNull();
    expect(canvasInches('11″ x 14″ (Vertical)')).toEqual({ width: 11, height: 14 });
  });
});
