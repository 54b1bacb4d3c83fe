import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartItem } from '../../testing/cart-items';
import { renderApp } from '../../testing/render-app';
import { useCartStore } from './cart-store';

const twoLines = [
  cartItem(),
  cartItem({ id: '0d4c7a2e-1f3b-4c5d-8e9f-a0b1c2d3e4f5', productId: 'mug-1', title: 'Mug' }),
];

beforeEach(() => {
  useCartStore.setState({
    items: twoLines,
    sessionId: null,
    shippingMethodId: 1,
    shippingCost: 999,
    taxAmount: 280,
  });
});

describe('clearing the cart', () => {
  it('asks first; keeping the items leaves the cart as it was', async () => {
    const { user } = await renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const question = screen.getByRole('alertdialog', { name: 'Clear your cart?' });
    expect(question).toHaveTextContent('All 2 items will be taken out of your cart.');
    await user.click(within(question).getByRole('button', { name: 'Keep Items' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(2);
  });

  it('empties the cart and its charges, and says "Cart cleared"', async () => {
    const { user } = await renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const question = screen.getByRole('alertdialog', { name: 'Clear your cart?' });
    await user.click(within(question).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeVisible();
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(useCartStore.getState()).toMatchObject({
      items: [],
      shippingMethodId: null,
      shippingCost: 0,
      taxAmount: 0,
    });
  });
});
