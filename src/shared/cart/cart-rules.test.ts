import { describe, expect, it } from 'vitest';
import { cartItem } from '../../web/testing/cart-items';
import type { CartLine } from '../products/cart-line';
import { addLine, cartTotals, removeLine, setLineQuantity } from './cart-rules';

const { id: _id, ...line } = cartItem({ quantity: 2 });
const tee: CartLine = line;

describe('cart rules', () => {
  it('adds a new line, then raises its quantity for the same product and variant', () => {
    const first = addLine([], tee, 'a');
    expect(first.outcome).toBe('added');
    expect(first.items).toEqual([{ ...tee, id: 'a' }]);

    const again = addLine(first.items, { ...tee, quantity: 3 }, 'b');
    expect(again.outcome).toBe('updated');
    expect(again.items).toEqual([{ ...tee, id: 'a', quantity: 5 }]);

    const other = addLine(again.items, { ...tee, variantId: '999' }, 'c');
    expect(other.outcome).toBe('added');
    expect(other.items).toHaveLength(2);
  });

  it('keeps the same variant of another job’s art on its own line', () => {
    const first = addLine([], tee, 'a');
    expect(addLine(first.items, { ...tee, jobId: 'job-2' }, 'b').items).toHaveLength(2);
  });

  it('removes a line whose quantity drops to 0 or less', () => {
    const items = [cartItem({ id: 'a', quantity: 2 }), cartItem({ id: 'b', productId: 'x' })];
    expect(setLineQuantity(items, 'a', 4)[0]?.quantity).toBe(4);
    expect(setLineQuantity(items, 'a', 0).map((i) => i.id)).toEqual(['b']);
    expect(setLineQuantity(items, 'a', -1).map((i) => i.id)).toEqual(['b']);
    expect(removeLine(items, 'b').map((i) => i.id)).toEqual(['a']);
  });

  it('never holds more of one thing than checkout will sell (10 a line)', () => {
    const nine = addLine([], { ...tee, quantity: 9 }, 'a');
    expect(addLine(nine.items, { ...tee, quantity: 3 }, 'b').items[0]?.quantity).toBe(10);
    expect(setLineQuantity(nine.items, 'a', 11)[0]?.quantity).toBe(10);
  });

  it('totals the cart in cents', () => {
    const items = [
      cartItem({ id: 'a', price: 2999, quantity: 2 }),
      cartItem({ id: 'b', price: 1999, quantity: 1 }),
    ];
    expect(cartTotals({ items, shippingCost: 499, taxAmount: 640, shippingMethodId: 1 })).toEqual({
      itemCount: 3,
      subtotal: 7997,
      taxAmount: 640,
      shippingCost: 499,
      shippingMethodId: 1,
      totalAmount: 9136,
    });
  });
});
