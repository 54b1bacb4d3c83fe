import { describe, expect, it } from 'vitest';
import { canvasInches, canvasPrice, MUG_PRICE, tshirtPrice } from './pricing';

describe('Printify retail prices', () => {
  it('charges $29.99 for a t-shirt up to XL and $32.99 from 2XL up', () => {
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) expect(tshirtPrice(size)).toBe(2999);
    for (const size of ['2XL', '3XL', '5XL', 'XXL']) expect(tshirtPrice(size)).toBe(3299);
  });

  it('charges $19.99 for a mug', () => {
    expect(MUG_PRICE).toBe(1999);
  });

  it('prices canvases by size, starting at $59.99 and rising with the area', () => {
    expect(canvasPrice('8″ x 10″ (Vertical)')).toBe(5999);
    expect(canvasPrice('12″ x 12″ (Square)')).toBe(7999);
    expect(canvasPrice('12" x 16"')).toBe(7999);
    expect(canvasPrice('16″ x 20″')).toBe(9499);
    expect(canvasPrice('18x24')).toBe(10999);
    expect(canvasPrice('24″ × 36″')).toBe(14999);
    expect(canvasPrice('30″ x 40″')).toBe(17999);
  });

  it('refuses to guess a price for a size without dimensions', () => {
    expect(canvasPrice('One size')).toBeNull();
    expect(canvasInches('One size')).toBeNull();
    expect(canvasInches('11″ x 14″ (Vertical)')).toEqual({ width: 11, height: 14 });
  });
});
