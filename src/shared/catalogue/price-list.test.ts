import { describe, expect, it } from 'vitest';
import { canvasPrice, MUG_PRICE, teePrice } from './price-list';

describe('the store’s price list', () => {
  it('charges $29.99 for a t-shirt up to XL and $32.99 from 2XL up', () => {
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) expect(teePrice(size)).toBe(2999);
    for (const size of ['2XL', '3XL', '5XL', 'XXL', ' 2xl ']) expect(teePrice(size)).toBe(3299);
  });

  it('charges $19.99 for a mug', () => {
    expect(MUG_PRICE).toBe(1999);
  });

  it('prices canvases by area, starting at $59.99 and rising with it', () => {
    expect(canvasPrice({ width: 8, height: 10 })).toBe(5999);
    expect(canvasPrice({ width: 12, height: 12 })).toBe(7999);
    expect(canvasPrice({ width: 12, height: 16 })).toBe(7999);
    expect(canvasPrice({ width: 16, height: 20 })).toBe(9499);
    expect(canvasPrice({ width: 18, height: 24 })).toBe(10999);
    expect(canvasPrice({ width: 24, height: 36 })).toBe(14999);
    expect(canvasPrice({ width: 30, height: 40 })).toBe(17999);
  });
});
