import { describe, expect, it } from 'vitest';
import { cartItem } from '../../testing/cart-items';
import { sameCartLines, withoutOrdered } from './ordered-lines';

const canvas = cartItem({ id: '5b0b7f6e-6a43-4d1e-9d8e-0c6c2a7d9e11' });
const mug = cartItem({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  productId: 'mug-1',
  variantId: '7',
  productType: 'coffeeMug',
  price: 1999,
});

describe('the cart a checkout was priced for', () => {
  it('is the same cart read back in another order or as a new copy', () => {
    expect(sameCartLines([canvas, mug], [{ ...mug }, { ...canvas }])).toBe(true);
  });

  it('differs once a line is added, removed or its quantity changed', () => {
    expect(sameCartLines([canvas], [canvas, mug])).toBe(false);
    expect(sameCartLines([canvas, mug], [canvas])).toBe(false);
    expect(sameCartLines([canvas], [{ ...canvas, quantity: 2 }])).toBe(false);
    expect(sameCartLines([canvas], [{ ...canvas, price: 1 }])).toBe(false);
  });
});

describe('the cart after an order', () => {
  it('is empty when everything in it was ordered', () => {
    expect(withoutOrdered([canvas, mug], [canvas, mug])).toEqual([]);
  });

  it('keeps a line added after the checkout was priced', () => {
    expect(withoutOrdered([canvas, mug], [canvas])).toEqual([mug]);
  });

  it('keeps the units added to an ordered line after it was priced', () => {
    expect(withoutOrdered([{ ...canvas, quantity: 3 }], [canvas])).toEqual([
      { ...canvas, quantity: 2 },
    ]);
  });

  it('knows an ordered thing again under a new line id', () => {
    const readded = { ...canvas, id: '9c858901-8a57-4791-81fe-4c455b099bc9' };
    expect(withoutOrdered([readded], [canvas])).toEqual([]);
  });
});
