import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { cartItem } from '../../testing/cart-items';
import { selectItemCount, useCartStore } from './cart-store';

beforeEach(() => {
  useCartStore.setState({
    items: [],
    sessionId: null,
    shippingMethodId: null,
    shippingCost: 0,
    taxAmount: 0,
  });
  localStorage.clear();
});

function storedCart(): unknown {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');
}

describe('cart store', () => {
  it('counts every unit of every line', () => {
    expect(selectItemCount(useCartStore.getState())).toBe(0);
    useCartStore.setState({
      items: [cartItem({ id: 'a', quantity: 2 }), cartItem({ id: 'b', quantity: 3 })],
    });
    expect(selectItemCount(useCartStore.getState())).toBe(5);
  });

  it('keeps the cart in local storage as the versioned cart document', () => {
    const item = cartItem({ quantity: 2 });
    useCartStore.setState({ items: [item], sessionId: 'guest-42' });

    expect(storedCart()).toEqual({
      version: '1.0',
      items: [item],
      metadata: { lastUpdated: expect.any(String), sessionId: 'guest-42' },
    });
    const { metadata } = storedCart() as { metadata: { lastUpdated: string } };
    expect(Number.isNaN(Date.parse(metadata.lastUpdated))).toBe(false);
  });

  it('brings back a cart saved by an earlier visit', async () => {
    const item = cartItem({ quantity: 4 });
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        version: '1.0',
        items: [item],
        metadata: { lastUpdated: '2025-01-01T00:00:00.000Z', sessionId: 's1' },
      }),
    );
    await useCartStore.persist.rehydrate();

    expect(useCartStore.getState().items).toEqual([item]);
    expect(useCartStore.getState().sessionId).toBe('s1');
    expect(selectItemCount(useCartStore.getState())).toBe(4);
  });

  it('drops damaged lines but keeps the good ones', async () => {
    const good = cartItem({ id: '0f8e3c52-1d6b-4a8e-9a3e-5c1b2d3e4f50', quantity: 1 });
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({ version: '1.0', items: [good, { id: 'bad', quantity: 'lots' }] }),
    );
    await useCartStore.persist.rehydrate();

    expect(useCartStore.getState().items).toEqual([good]);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['another version', JSON.stringify({ version: '2.0', items: [cartItem()] })],
    ['a bare list', JSON.stringify([cartItem()])],
  ])('starts empty when storage holds %s', async (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.cart, raw);
    await useCartStore.persist.rehydrate();

    expect(useCartStore.getState().items).toEqual([]);
  });

  it('adds lines with fresh ids and merges the same product and variant', () => {
    const { id: _id, ...line } = cartItem({ quantity: 1 });
    const { addItem } = useCartStore.getState();
    expect(addItem(line)).toBe('added');
    expect(addItem({ ...line, quantity: 2 })).toBe('updated');
    const [only] = useCartStore.getState().items;
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(only?.quantity).toBe(3);
    expect(only?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('removes a line set to 0 and forgets shipping and tax when cleared', () => {
    const store = useCartStore.getState();
    store.addItem(cartItem({ quantity: 2 }));
    const [item] = useCartStore.getState().items;
    store.setShippingMethod(2, 1299);
    store.setTaxAmount(480);
    expect(useCartStore.getState()).toMatchObject({ shippingMethodId: 2, shippingCost: 1299 });
    // Shipping and tax are checkout's: the stored cart document holds only the items.
    expect(Object.keys(storedCart() as object)).toEqual(['version', 'items', 'metadata']);

    store.updateQuantity(item?.id ?? '', 0);
    expect(useCartStore.getState().items).toEqual([]);
    store.addItem(cartItem());
    store.clearCart();
    expect(useCartStore.getState()).toMatchObject({
      items: [],
      shippingMethodId: null,
      shippingCost: 0,
      taxAmount: 0,
    });
  });

  it('takes only what was ordered out of the cart, with the checkout’s charges', () => {
    const canvas = cartItem({ quantity: 1 });
    const mug = cartItem({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', productId: 'mug-1' });
    useCartStore.setState({ items: [{ ...canvas, quantity: 2 }, mug] });
    useCartStore.getState().setShippingMethod(2, 1299);
    useCartStore.getState().removeOrdered([canvas]);
    expect(useCartStore.getState()).toMatchObject({
      items: [{ ...canvas, quantity: 1 }, mug],
      shippingMethodId: null,
      shippingCost: 0,
    });
  });
});
