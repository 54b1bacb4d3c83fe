import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrder } from '../../api/payments';
import { cartItem } from '../../testing/cart-items';
import { SAMPLE_RECEIPT } from '../../testing/order-receipt';
import { SAMPLE_PENDING_PAYMENT } from '../../testing/pending-payment';
import { useCartStore } from '../cart/cart-store';
import { usePlaceOrder } from './use-place-order';

vi.mock('../../api/payments', async (original) => ({
  ...(await original<typeof import('../../api/payments')>()),
  createOrder: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const pending = SAMPLE_PENDING_PAYMENT;
const [paid] = pending.items;
const mug = cartItem({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  productId: 'mug-1',
  productType: 'coffeeMug',
  title: 'Coffee Mug',
  price: 1999,
});

afterEach(() => vi.clearAllMocks());

describe('placing the order for a paid checkout', () => {
  it('orders the lines that were paid for and leaves what another tab added in the cart', async () => {
    vi.mocked(createOrder).mockResolvedValue({
      success: true,
      orderId: 'o1',
      displayId: 'MM-ABC123',
      printProviderOrderId: null,
      status: 'paid',
      message: 'ok',
      receipt: SAMPLE_RECEIPT,
    });
    useCartStore.setState({ items: [...pending.items, mug] });
    const onPlaced = vi.fn();
    const { result } = renderHook(() => usePlaceOrder(onPlaced));
    await act(() => result.current.placeOrder(pending, 'pi_1'));

    expect(createOrder).toHaveBeenCalledTimes(1);
    const request = vi.mocked(createOrder).mock.calls[0]?.[0];
    expect(request?.items.map((item) => item.productId)).toEqual([paid?.productId]);
    expect(onPlaced).toHaveBeenCalled();
    expect(useCartStore.getState().items).toEqual([mug]);
  });

  it('keeps the cart whole when the order is refused', async () => {
    vi.mocked(createOrder).mockResolvedValue({
      success: false,
      error: 'Items differ from the checkout',
      retryable: false,
    });
    useCartStore.setState({ items: [...pending.items] });
    const { result } = renderHook(() => usePlaceOrder(vi.fn()));
    await act(() => result.current.placeOrder(pending, 'pi_1'));
    expect(useCartStore.getState().items).toEqual(pending.items);
  });
});
