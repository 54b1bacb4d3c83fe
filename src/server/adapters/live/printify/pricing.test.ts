import { describe, expect, it } from 'vitest';
import { canvasPrice as priceOfCanvas } from '../../../../shared/catalogue/price-list';
import { canvasInches, canvasPrice } from './pricing';

describe('Printify canvas titles', () => {
  it('are priced from the store’s price list by the size they name', () => {
    expect(canvasPrice('8″ x 10″ (Vertical)')).toBe(priceOfCanvas({ width: 8, height: 10 }));
    expect(canvasPrice('12" x 16"')).toBe(priceOfCanvas({ width: 12, height: 16 }));
    expect(canvasPrice('18x24')).toBe(priceOfCanvas({ width: 18, height: 24 }));
    expect(canvasPrice('24″ × 36″')).toBe(priceOfCanvas({ width: 24, height: 36 }));
  });

  it('refuse a guessed price for a size without dimensions', () => {
    expect(canvasPrice('One size')).toBeNull();
    expect(canvasInches('One size')).toBeNull();
    expect(canvasInches('11″ x 14″ (Vertical)')).toEqual({ width: 11, height: 14 });
  });
});
